import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import { ACCEPT_SHORTLIST_INVITATION, SHORTLIST_INVITATION_WITHDRAWN } from './shortlist-family.query';

export const meta: PageMetaSource = ({ t }) => ({ title: t('openschool:tracker.join.title'), noindex: true });

/**
 * /shortlist/join/:token, where an invitation's mail leads (decision 095): a visitor signs in
 * first (and comes back), a signed-in adult joins in one click and lands on the shared list.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { user } = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const here = `/shortlist/join/${token}`;
  // A withdrawn invitation says so instead of offering to join (decision 100).
  const withdrawn = useQuery(SHORTLIST_INVITATION_WITHDRAWN, { variables: { token } }).data?.withdrawn;

  const accept = async () => {
    const result = await runMutation(client, ACCEPT_SHORTLIST_INVITATION, { token });
    if (!result.success) return setError(errorText(result.code) ?? '');
    await client.refetchQueries({ include: 'active' });
    navigate('/applications');
  };

  return (
    <Container size={640} py={48} px="md">
      <Stack gap="md">
        <Title order={1}>{t('tracker.join.title')}</Title>
        <Text>{t('tracker.join.intro')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {withdrawn ? (
          <Alert color="gray" role="status">
            {t('tracker.join.withdrawn')}
          </Alert>
        ) : user ? (
          <Group>
            <Button onClick={accept}>{t('tracker.join.accept')}</Button>
          </Group>
        ) : (
          <Text>
            <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(here)}`}>
              {t('tracker.join.signIn')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
