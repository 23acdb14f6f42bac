import type { ClientModule } from '../../core/client/module';

// Spec section 2: /newsletter and /newsletter/thanks; the footer shows the compact form.
const newsletter: ClientModule = {
  name: 'newsletter',
  enableSetting: 'ENABLE_NEWSLETTER',
  routes: [
    { path: '/newsletter', priority: 50, load: () => import('./client/newsletter-route') },
    { path: '/newsletter/thanks', priority: 50, load: () => import('./client/newsletter-thanks-route') },
  ],
  footerBlock: () => import('./client/footer-newsletter-form'),
};

export default newsletter;
