import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type RevisionItem, revisionEntity } from './revision-entity';
import { useAdminChangeFormat } from './use-admin-change-format';

export const meta = adminMeta('openschool-admin:revisions.title');

/** /_admin/school-revisions: every change of every school, newest first; `?school=<id>` keeps one school's. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const { labelOf } = useAdminChangeFormat();
  return (
    <AdminListPage<RevisionItem>
      entity={revisionEntity}
      title={t('revisions.title')}
      columns={[
        {
          key: 'createdAt',
          label: t('revisions.createdAt'),
          render: (revision) => format.dateTime(revision.createdAt),
        },
        { key: 'school', label: t('revisions.school'), render: (revision) => revision.schoolName },
        {
          key: 'kind',
          label: t('revisions.kind'),
          render: (revision) => t(`revisions.kinds.${revision.kind}`),
        },
        {
          key: 'author',
          label: t('revisions.author'),
          render: (revision) => revision.authorEmail ?? <Text c="gray.7">{t('revisions.system')}</Text>,
        },
        {
          key: 'changes',
          label: t('revisions.changes'),
          render: (revision) => (
            <Text size="sm" lineClamp={2} maw={320}>
              {revision.kind === 'create'
                ? t('revisions.allFields')
                : revision.changes.map((change) => labelOf(change.field)).join(', ')}
            </Text>
          ),
        },
        {
          key: 'source',
          label: t('revisions.source'),
          render: (revision) => (
            <Text size="sm" lineClamp={2} maw={280}>
              {revision.source ?? '—'}
            </Text>
          ),
        },
      ]}
      filters={[
        { key: 'kind', label: t('revisions.kind'), optionLabel: (kind) => t(`revisions.kinds.${kind}`) },
        { key: 'author', label: t('revisions.author') },
        { key: 'createdAt', label: t('revisions.createdAt') },
      ]}
    />
  );
}
