import { List, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { RevisionView, SchoolDetailView } from '../school-detail.query';

/**
 * "City, location and fees": what a change touched, named for people, in the server's reading
 * order. A name two topics share in a language is said once.
 */
function useFieldList(): (revision: RevisionView) => string {
  const { t, i18n } = useTranslation('openschool');
  const { list } = useFormat();
  return (revision) =>
    list([
      ...new Set(
        revision.fields.map((field) =>
          i18n.exists(`openschool:detail.history.fields.${field}`)
            ? t(`detail.history.fields.${field}`)
            : field,
        ),
      ),
    ]);
}

/** The school's latest changes: when, what kind, which fields; never who. */
export function RevisionHistory(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { date: formatDate } = useFormat();
  const fieldList = useFieldList();
  const { revisions, revisionCount } = props.school;
  if (revisions.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="school-history-title" gap="xs" mt="xl">
      <Title order={2} size="h4" id="school-history-title">
        {t('detail.history.title')}
      </Title>
      <List size="sm" spacing={4} data-testid="school-history">
        {revisions.map((revision) => (
          <List.Item key={revision._id}>
            <Text span fw={500} size="sm">
              {formatDate(revision.createdAt)}
            </Text>
            {' · '}
            {t(`detail.history.kinds.${revision.kind}`, { defaultValue: revision.kind })}
            {revision.kind !== 'create' && revision.fields.length > 0 && `: ${fieldList(revision)}`}
            {revision.source && (
              <Text span size="sm" c="gray.7">
                {' '}
                ({t('detail.history.source', { source: revision.source })})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {revisionCount > revisions.length && (
        <Text size="sm" c="gray.7">
          {t('detail.history.more', { count: revisionCount - revisions.length })}
        </Text>
      )}
    </Stack>
  );
}
