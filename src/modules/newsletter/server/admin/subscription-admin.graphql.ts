import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { SUBSCRIPTION_FILE_HEADERS, SUBSCRIPTION_LIST } from '@/modules/newsletter/shared/subscription-list';
import {
  deleteSubscriptions,
  findSubscriptionById,
  findSubscriptionPage,
  type SubscriptionRecord,
} from './subscription-admin-repository';

const SubscriptionType = builder.objectRef<SubscriptionRecord>('NewsletterSubscription').implement({
  subGraphs: ['admin'],
  description: 'A newsletter subscription: pending until its address is confirmed.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    language: t.exposeString('language'),
    status: t.exposeString('status', { description: '`pending`, `confirmed` or `unsubscribed`.' }),
    providerError: t.exposeString('providerError', {
      nullable: true,
      description: 'Why the newsletter provider refused it, if it did.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    unsubscribedAt: t.expose('unsubscribedAt', { type: 'DateTime', nullable: true }),
  }),
});

const iso = (date: Date | null) => date?.toISOString() ?? '';

/** Read and export subscribers; delete one for good on request (NewsletterSubscription:update). */
const subscriptionAdmin: AdminEntity<SubscriptionRecord> = {
  name: 'NewsletterSubscription',
  plural: 'NewsletterSubscriptions',
  type: SubscriptionType,
  list: SUBSCRIPTION_LIST,
  findPage: (db, list) => findSubscriptionPage(db, list),
  findById: (db, id) => findSubscriptionById(db, id),
  bulkActions: {
    delete: {
      permission: 'NewsletterSubscription:update',
      run: (trx, items) =>
        deleteSubscriptions(
          trx,
          items.map((item) => item.id),
        ),
    },
  },
  file: {
    headers: SUBSCRIPTION_FILE_HEADERS,
    toRow: (item) => ({
      email: item.email,
      firstName: item.firstName ?? '',
      lastName: item.lastName ?? '',
      country: item.country ?? '',
      language: item.language,
      status: item.status,
      createdAt: iso(item.createdAt),
      confirmedAt: iso(item.confirmedAt),
    }),
  },
};

registerAdminEntity(subscriptionAdmin);
