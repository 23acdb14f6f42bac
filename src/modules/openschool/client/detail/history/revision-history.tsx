import { PlainStack } from '@/core/client/plain-layout';
import { PlainText, PlainTitle } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { RevisionView, SchoolDetailView } from '../school-detail.query';
import classes from './revision-history.module.css';

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
    <PlainStack
      component="section"
      aria-labelledby="school-history-title"
      gap="xs"
      className={classes.history}
    >
      <PlainTitle order={2} size="h4" id="school-history-title">
        {t('detail.history.title')}
      </PlainTitle>
      <PlainText component="ul" size="sm" className={classes.list} data-testid="school-history">
        {revisions.map((revision) => (
          <li key={revision._id}>
            <PlainText component="span" fw={500} size="sm">
              {formatDate(revision.createdAt)}
            </PlainText>
            {' · '}
            {t(`detail.history.kinds.${revision.kind}`, { defaultValue: revision.kind })}
            {revision.kind !== 'create' && revision.fields.length > 0 && `: ${fieldList(revision)}`}
            {revision.source && (
              <PlainText component="span" size="sm" c="gray.7">
                {' '}
                ({t('detail.history.source', { source: revision.source })})
              </PlainText>
            )}
          </li>
        ))}
      </PlainText>
      {revisionCount > revisions.length && (
        <PlainText size="sm" c="gray.7">
          {t('detail.history.more', { count: revisionCount - revisions.length })}
        </PlainText>
      )}
    </PlainStack>
  );
}
