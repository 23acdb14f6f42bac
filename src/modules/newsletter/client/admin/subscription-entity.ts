import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { SUBSCRIPTION_LIST } from '@/modules/newsletter/shared/subscription-list';

const SUBSCRIPTION_FIELDS = adminGraphql(`
  fragment NewsletterSubscriptionFields on NewsletterSubscription {
    _id version email firstName lastName country language status providerError createdAt confirmedAt
    unsubscribedAt
  }
`);

export type SubscriptionItem = ResultOf<typeof SUBSCRIPTION_FIELDS>;

export const subscriptionEntity: AdminClientEntity<SubscriptionItem> = {
  name: 'NewsletterSubscription',
  plural: 'NewsletterSubscriptions',
  path: '/_admin/newsletter-subscriptions',
  list: SUBSCRIPTION_LIST,
  fields: SUBSCRIPTION_FIELDS,
  titleOf: (subscription) => subscription.email,
};
