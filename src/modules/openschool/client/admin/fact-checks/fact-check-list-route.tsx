import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type FactCheckItem, factCheckEntity } from './fact-check-entity';
import { FactCheckStatusBadge } from './fact-check-status-badge';

export const meta = adminMeta('openschool-admin:factChecks.title');

/**
 * /_admin/fact-checks: members' confirmations and disputes of schools' facts together, newest
 * first, filtered by school, fact (`fees` finds every fee), kind, status and author; removed in
 * bulk with a kind and a reason (decision 100).
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminListPage<FactCheckItem>
      entity={factCheckEntity}
      title={t('factChecks.title')}
      columns={[
        { key: 'createdAt', label: t('factChecks.createdAt'), render: (c) => format.dateTime(c.createdAt) },
        { key: 'school', label: t('factChecks.school'), render: (c) => c.schoolName },
        { key: 'kind', label: t('factChecks.kind'), render: (c) => t(`factChecks.kinds.${c.kind}`) },
        { key: 'fact', label: t('factChecks.fact'), render: (c) => c.fact },
        {
          key: 'value',
          label: t('factChecks.value'),
          render: (c) => (
            <Text size="sm" lineClamp={2} maw={240}>
              {c.value}
            </Text>
          ),
        },
        {
          key: 'author',
          label: t('factChecks.author'),
          render: (c) => c.authorEmail ?? <Text c="gray.7">{t('ratings.deletedAccount')}</Text>,
        },
        {
          key: 'status',
          label: t('factChecks.status'),
          render: (c) => <FactCheckStatusBadge kind={c.kind} status={c.status} />,
        },
      ]}
      filters={[
        { key: 'school', label: t('factChecks.school') },
        { key: 'fact', label: t('factChecks.fact') },
        { key: 'kind', label: t('factChecks.kind'), optionLabel: (kind) => t(`factChecks.kinds.${kind}`) },
        {
          key: 'status',
          label: t('factChecks.status'),
          optionLabel: (status) => t(`factChecks.statuses.${status}`),
        },
        { key: 'author', label: t('factChecks.author') },
        { key: 'createdAt', label: t('factChecks.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'remove',
          label: t('factChecks.remove'),
          permission: 'School:publish',
          color: 'red',
          confirm: (count) => t('factChecks.removeConfirm', { count }),
          rejection: { label: t('factChecks.reason'), description: t('factChecks.reasonHelp') },
        },
      ]}
    />
  );
}
