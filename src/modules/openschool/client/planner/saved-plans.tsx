import { Anchor, Button, Group, List, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { showNotification } from '@/core/client/states/show-notification';
import { useTranslation } from '@/core/client/use-translation';
import { MY_PLANS_QUERY, SAVE_PLAN_MUTATION } from './planner.query';

/** For a signed-in parent: the Save button of the plan shown (`search`), and the plans kept. */
export function SavedPlans(props: { search: string | null }) {
  const { t } = useTranslation('openschool');
  const { user } = useCurrentUser();
  const plans = useQuery(MY_PLANS_QUERY, { skip: !user });
  const client = useGraphQLClient();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const { search } = props;
  const onSave = async () => {
    if (!search) return;
    const name = t('planner.planName', { date: new Date().toISOString().slice(0, 10) });
    setSaving(true);
    const answer = await client.mutate({
      mutation: SAVE_PLAN_MUTATION,
      variables: { input: { name, search } },
    });
    const ok = answer.data?.saveRelocationPlan.success;
    if (ok) await client.refetchQueries({ include: [MY_PLANS_QUERY] });
    setSaving(false);
    showNotification({
      message: ok ? t('planner.saved') : t('errors:unknown'),
      color: ok ? 'teal' : 'red',
    });
  };
  const saved = plans.data?.myRelocationPlans ?? [];
  return (
    <Stack gap="xs">
      {search && (
        <Group>
          <Button onClick={onSave} loading={saving}>
            {t('planner.save')}
          </Button>
        </Group>
      )}
      {saved.length > 0 && (
        <section aria-labelledby="planner-saved">
          <Title order={2} size="h4" id="planner-saved">
            {t('planner.savedTitle')}
          </Title>
          <List>
            {saved.map((plan) => (
              <List.Item key={plan._id}>
                <Anchor component={Link} to={`/planner${plan.search}`}>
                  {plan.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
