import type { AdminClientEntity } from '../../../../core/client/admin/crud/admin-client-entity';
import { SUBSCRIPTION_LIST } from '../../shared/subscription-list';

export interface SubscriptionItem {
  _id: string;
  version: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  language: string;
  status: string;
  providerError: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export const subscriptionEntity: AdminClientEntity<SubscriptionItem> = {
  name: 'NewsletterSubscription',
  plural: 'NewsletterSubscriptions',
  path: '/_admin/newsletter-subscriptions',
  list: SUBSCRIPTION_LIST,
  fields:
    '_id version email firstName lastName country language status providerError createdAt confirmedAt unsubscribedAt',
  titleOf: (subscription) => subscription.email,
};
