import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type SubscriptionItem, subscriptionEntity } from './subscription-entity';

export const meta = adminMeta('newsletter-admin:subscriptions.title');

/** /_admin/newsletter-subscriptions/{_id}: one subscription and its dates. */
export function Component() {
  const { t } = useTranslation('newsletter-admin');
  const format = useFormat();
  const when = (value: string | null) => (value ? format.dateTime(value) : null);
  return (
    <AdminDetailPage<SubscriptionItem> entity={subscriptionEntity} listTitle={t('subscriptions.title')}>
      {(item) => (
        <DetailFields
          rows={[
            [t('subscriptions.email'), item.email],
            [t('subscriptions.status'), t(`subscriptions.statuses.${item.status}`)],
            [t('subscriptions.name'), [item.firstName, item.lastName].filter(Boolean).join(' ') || null],
            [t('subscriptions.country'), item.country],
            [t('subscriptions.language'), item.language],
            [t('subscriptions.createdAt'), when(item.createdAt)],
            [t('subscriptions.confirmedAt'), when(item.confirmedAt)],
            [t('subscriptions.unsubscribedAt'), when(item.unsubscribedAt)],
            [t('subscriptions.providerError'), item.providerError],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
