import type { ClientModule } from '../../core/client/module';

// Spec section 2: the contact link and pages exist only while ENABLE_CONTACT_US is on.
const contact: ClientModule = {
  name: 'contact',
  enableSetting: 'ENABLE_CONTACT_US',
  routes: [
    { path: '/contact-us', priority: 50, load: () => import('./client/contact-route') },
    { path: '/contact-us/thanks', priority: 50, load: () => import('./client/contact-thanks-route') },
  ],
  // The footer lists terms, privacy, about, then contact (spec "Shell").
  footerLinks: [{ path: '/contact-us', label: 'contact:link', priority: 10 }],
};

export default contact;
