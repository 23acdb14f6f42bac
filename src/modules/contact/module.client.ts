import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';

// Spec section 2: the contact link and pages exist only while ENABLE_CONTACT_US is on.
const contact: ClientModule = {
  name: 'contact',
  enableSetting: 'ENABLE_CONTACT_US',
  routes: [
    { path: '/contact-us', priority: 50, load: () => import('./client/contact-route') },
    { path: '/contact-us/thanks', priority: 50, load: () => import('./client/contact-thanks-route') },
    ...adminEntityRoutes('/_admin/contact-messages', {
      list: () => import('./client/admin/contact-message-list-route'),
      detail: () => import('./client/admin/contact-message-detail-route'),
    }),
  ],
  // The footer lists terms, privacy, about, then contact (spec "Shell").
  footerLinks: [{ path: '/contact-us', label: 'contact:link', priority: 10 }],
  adminMenu: {
    label: 'contact-admin:menu',
    namespace: 'contact-admin',
    links: [
      {
        path: '/_admin/contact-messages',
        label: 'contact-admin:messages.title',
        permission: 'ContactMessage:list',
        priority: 10,
      },
    ],
  },
};

export default contact;
