import { Badge, Group, Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ModerationBadge } from '../ratings/rating-status-badge';
import { type ProposalItem, proposalEntity } from './proposal-entity';

export const meta = adminMeta('openschool-admin:proposals.title');

/**
 * /_admin/school-proposals: members' proposed changes and new schools, newest first, with how
 * many wait and the queue view (pending, the longest waiting on top); approved or rejected in
 * bulk; `?school=<id>` keeps one school's.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminListPage<ProposalItem>
      entity={proposalEntity}
      moderated
      title={t('proposals.title')}
      columns={[
        {
          key: 'createdAt',
          label: t('proposals.createdAt'),
          render: (p) => format.dateTime(p.createdAt),
        },
        {
          key: 'school',
          label: t('proposals.school'),
          render: (proposal) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{proposal.schoolName}</Text>
              {proposal.baseVersion === null && (
                <Badge variant="outline" color="blue" size="sm" tt="none" miw="max-content">
                  {t('proposals.newSchool')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          key: 'author',
          label: t('proposals.author'),
          render: (proposal) =>
            proposal.authorEmail ?? <Text c="gray.7">{t('proposals.deletedAccount')}</Text>,
        },
        { key: 'status', label: t('proposals.status'), render: (p) => <ModerationBadge status={p.status} /> },
        {
          key: 'source',
          label: t('proposals.source'),
          render: (proposal) => (
            <Text size="sm" lineClamp={2} maw={280}>
              {proposal.source ?? '—'}
            </Text>
          ),
        },
      ]}
      filters={[
        {
          key: 'status',
          label: t('proposals.status'),
          optionLabel: (status) => t(`ratings.statuses.${status}`),
        },
        { key: 'author', label: t('proposals.author') },
        { key: 'createdAt', label: t('proposals.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'approve',
          label: t('proposals.approve'),
          permission: 'School:publish',
          confirm: (count) => t('proposals.approveConfirm', { count }),
        },
        {
          action: 'reject',
          label: t('proposals.reject'),
          permission: 'School:publish',
          color: 'red',
          confirm: (count) => t('proposals.rejectConfirm', { count }),
          rejection: {
            label: t('proposals.reason'),
            description: t('proposals.reasonHelp'),
          },
        },
      ]}
    />
  );
}
