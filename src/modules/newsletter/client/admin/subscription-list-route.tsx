import { Badge } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { type SubscriptionItem, subscriptionEntity } from './subscription-entity';

export const meta = adminMeta('newsletter-admin:subscriptions.title');

const STATUS_COLORS: Record<string, string> = { pending: 'gray', confirmed: 'green', unsubscribed: 'red' };

/** /_admin/newsletter-subscriptions: who subscribed, confirmed or left. */
export function Component() {
  const { t } = useTranslation('newsletter-admin');
  const format = useFormat();
  const statusLabel = (status: string) => t(`subscriptions.statuses.${status}`);
  return (
    <AdminListPage<SubscriptionItem>
      entity={subscriptionEntity}
      title={t('subscriptions.title')}
      exportable
      columns={[
        { key: 'email', label: t('subscriptions.email'), render: (item) => item.email },
        {
          key: 'status',
          label: t('subscriptions.status'),
          render: (item) => (
            <Badge variant="light" color={STATUS_COLORS[item.status]}>
              {statusLabel(item.status)}
            </Badge>
          ),
        },
        {
          key: 'language',
          label: t('subscriptions.language'),
          render: (item) => languageLabel(item.language),
        },
        { key: 'country', label: t('subscriptions.country'), render: (item) => item.country ?? '—' },
        {
          key: 'createdAt',
          label: t('subscriptions.createdAt'),
          render: (item) => format.dateTime(item.createdAt, { time: false }),
        },
        {
          key: 'confirmedAt',
          label: t('subscriptions.confirmedAt'),
          render: (item) => (item.confirmedAt ? format.dateTime(item.confirmedAt, { time: false }) : '—'),
        },
      ]}
      filters={[
        { key: 'status', label: t('subscriptions.status'), optionLabel: statusLabel },
        { key: 'language', label: t('subscriptions.language'), optionLabel: languageLabel },
        { key: 'createdAt', label: t('subscriptions.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('subscriptions.delete'),
          permission: 'NewsletterSubscription:update',
          color: 'red',
          confirm: (count) => t('subscriptions.deleteConfirm', { count }),
        },
      ]}
    />
  );
}
