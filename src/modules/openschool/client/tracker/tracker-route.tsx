import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import { ShortlistNote } from '../shortlist/shortlist-note';
import { ShortlistChangedBy } from './shortlist-changed-by';
import { ShortlistFamilyPanel } from './shortlist-family-panel';
import { ACKNOWLEDGE_DEADLINES, SET_NOTE, SET_SHORTLIST_STATUS, TRACKER_QUERY } from './tracker.query';
import { TrackerDeadlines } from './tracker-deadlines';
import { TrackerSettings } from './tracker-settings';
import { TrackerStatusForm } from './tracker-status-form';
import { TrackerSteps } from './tracker-steps';

export const meta: PageMetaSource = ({ t }) => ({ title: t('openschool:tracker.page.title'), noindex: true });

/**
 * /applications: the signed-in parent's application tracker on their shortlist. Each school's
 * status and date, its intakes and deadlines (a moved deadline flagged), the private note; the
 * deadline reminders and the calendar feed. Where a reminder's unsubscribe link leads. The
 * family sharing the list, and who of them last changed each school (decision 095).
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const client = useGraphQLClient();
  const { data, refetch } = useQuery(TRACKER_QUERY, { skip: !user, fetchPolicy: 'cache-and-network' });
  // Who changed a school is worth saying only when someone else shares the list.
  const shared = (data?.shortlistFamily?.people.length ?? 0) > 1;
  const saved = async (outcome: Promise<{ success: boolean; code: string | null }>) => {
    const result = await outcome;
    if (result.success) await refetch();
    return result.success ? null : result.code;
  };

  return (
    <Container size={860} py={48} px="md">
      <Stack gap="md">
        <Title order={1}>{t('tracker.page.title')}</Title>
        <Text>{t('tracker.page.intro')}</Text>
        {search.get('stopped') === '1' && (
          <Alert color="green" role="status">
            {t('tracker.page.stopped')}
          </Alert>
        )}
        {search.get('error') !== null && (
          <Alert color="yellow" role="status">
            {t('alerts.page.invalid')}
          </Alert>
        )}
        {!user && (
          <Text>
            <Anchor component={Link} to={`/login?redirect=${encodeURIComponent('/applications')}`}>
              {t('tracker.page.signIn')}
            </Anchor>
          </Text>
        )}
        {data?.shortlist?.items.length === 0 && (
          <Text>
            {t('tracker.page.empty')}{' '}
            <Anchor component={Link} to="/schools">
              {t('tracker.page.browse')}
            </Anchor>
          </Text>
        )}
        {data?.shortlist?.items.map((school) => (
          <Paper key={school._id} withBorder radius="md" p="md" component="article" aria-label={school.name}>
            <Stack gap="sm">
              <div>
                <Title order={2} size="h3">
                  <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`}>
                    {school.name}
                  </Anchor>
                </Title>
                <Text size="sm" c="gray.7">
                  {school.city}, {school.countryName}
                </Text>
                {shared && <ShortlistChangedBy school={school} />}
              </div>
              <TrackerDeadlines
                school={school}
                onAcknowledge={() =>
                  void saved(runMutation(client, ACKNOWLEDGE_DEADLINES, { schoolId: school._id }))
                }
              />
              <TrackerStatusForm
                schoolId={school._id}
                name={school.name}
                status={school.status}
                statusOn={school.statusOn}
                onSave={(status, statusOn) =>
                  saved(runMutation(client, SET_SHORTLIST_STATUS, { schoolId: school._id, status, statusOn }))
                }
              />
              <TrackerSteps school={school} />
              <ShortlistNote
                schoolId={school._id}
                name={school.name}
                note={school.note}
                onSave={(note) => saved(runMutation(client, SET_NOTE, { schoolId: school._id, note }))}
              />
            </Stack>
          </Paper>
        ))}
        {data?.shortlistFamily && user && (
          <ShortlistFamilyPanel
            family={data.shortlistFamily}
            meId={user._id}
            onChange={() => void refetch()}
          />
        )}
        {data?.shortlistTracker && (
          <TrackerSettings settings={data.shortlistTracker} onChange={() => void refetch()} />
        )}
      </Stack>
    </Container>
  );
}
