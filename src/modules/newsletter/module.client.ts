import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';

// Spec section 2: /newsletter and /newsletter/thanks; the footer shows the compact form.
const newsletter: ClientModule = {
  name: 'newsletter',
  enableSetting: 'ENABLE_NEWSLETTER',
  routes: [
    { path: '/newsletter', priority: 50, load: () => import('./client/newsletter-route') },
    { path: '/newsletter/thanks', priority: 50, load: () => import('./client/newsletter-thanks-route') },
    ...adminEntityRoutes('/_admin/newsletter-subscriptions', {
      list: () => import('./client/admin/subscription-list-route'),
      detail: () => import('./client/admin/subscription-detail-route'),
    }),
  ],
  footerBlock: () => import('./client/footer-newsletter-form'),
  adminMenu: {
    label: 'newsletter-admin:menu',
    namespace: 'newsletter-admin',
    links: [
      {
        path: '/_admin/newsletter-subscriptions',
        label: 'newsletter-admin:subscriptions.title',
        permission: 'NewsletterSubscription:list',
        priority: 10,
      },
    ],
  },
};

export default newsletter;
