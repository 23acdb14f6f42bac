import { Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ChangeTable } from '@/modules/openschool/client/school-changes/change-table';
import { RestoreRevision } from './restore-revision';
import { REVISIONS_PATH, type RevisionItem, revisionEntity } from './revision-entity';
import { useAdminChangeFormat } from './use-admin-change-format';

export const meta = adminMeta('openschool-admin:revisions.title');

/**
 * /_admin/school-revisions/{_id}: one change of a school — who, when, how, from what source —
 * each field before and after, and the way back to this version.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useAdminChangeFormat();
  const { dateTime } = useFormat();
  return (
    <AdminDetailPage<RevisionItem> entity={revisionEntity} listTitle={t('revisions.title')}>
      {(revision) => (
        <Stack gap="lg">
          <DetailFields
            rows={[
              [
                t('revisions.school'),
                <Anchor key="school" component={Link} to={`/_admin/schools/${revision.schoolId}`}>
                  {revision.schoolName}
                </Anchor>,
              ],
              [t('revisions.createdAt'), dateTime(revision.createdAt, { date: 'full', time: 'medium' })],
              [t('revisions.kind'), t(`revisions.kinds.${revision.kind}`)],
              [t('revisions.author'), revision.authorEmail ?? t('revisions.system')],
              [t('revisions.source'), revision.source],
              [
                t('revisions.history'),
                <Anchor key="history" component={Link} to={`${REVISIONS_PATH}?school=${revision.schoolId}`}>
                  {t('revisions.allOfSchool')}
                </Anchor>,
              ],
            ]}
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revision-changes">
            <Title order={2} size="h4" id="revision-changes" mb="sm">
              {t('revisions.changes')}
            </Title>
            {revision.changes.length === 0 ? (
              <Text size="sm">{t('revisions.noChange')}</Text>
            ) : (
              <ChangeTable changes={revision.changes} caption={t('revisions.changesCaption')} {...format} />
            )}
          </Paper>
          <RestoreRevision revision={revision} />
          <details>
            <summary>{t('revisions.snapshot')}</summary>
            <Code block mt="xs">
              {JSON.stringify(revision.snapshot, null, 2)}
            </Code>
          </details>
        </Stack>
      )}
    </AdminDetailPage>
  );
}
