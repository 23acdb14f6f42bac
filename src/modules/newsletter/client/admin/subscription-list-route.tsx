import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../core/client/admin/admin-meta';
import { AdminListPage } from '../../../../core/client/admin/crud/admin-list-page';
import { LANGUAGES } from '../../../../core/shared/languages';
import { type SubscriptionItem, subscriptionEntity } from './subscription-entity';

export const meta = adminMeta('newsletter-admin:subscriptions.title');

const STATUS_COLORS: Record<string, string> = { pending: 'gray', confirmed: 'green', unsubscribed: 'red' };
const languageName = (code: string) =>
  LANGUAGES.find((language) => language.languageCode === code)?.label ?? code;

/** /_admin/newsletter-subscriptions: who subscribed, confirmed or left. */
export function Component() {
  const { t, i18n } = useTranslation('newsletter-admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
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
          render: (item) => languageName(item.language),
        },
        { key: 'country', label: t('subscriptions.country'), render: (item) => item.country ?? '—' },
        {
          key: 'createdAt',
          label: t('subscriptions.createdAt'),
          render: (item) => date.format(new Date(item.createdAt)),
        },
        {
          key: 'confirmedAt',
          label: t('subscriptions.confirmedAt'),
          render: (item) => (item.confirmedAt ? date.format(new Date(item.confirmedAt)) : '—'),
        },
      ]}
      filters={[
        { key: 'status', label: t('subscriptions.status'), optionLabel: statusLabel },
        { key: 'language', label: t('subscriptions.language'), optionLabel: languageName },
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
