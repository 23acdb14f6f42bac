import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';

/** The contact form: messages stored, then mailed to the site team. */
const contact: ServerModule = {
  name: 'contact',
  enableSetting: 'ENABLE_CONTACT_US',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  settings: [
    { key: 'ENABLE_CONTACT_US', section: 'Contact', type: 'boolean', default: false },
    // Where messages go when EMAIL_CONTACT is not set; never shown to visitors.
    { key: 'EMAIL_ADMIN', section: 'Contact', type: 'email', private: true },
    { key: 'EMAIL_CONTACT', section: 'Contact', type: 'email' },
  ],
  loadGraphql: () => import('./server/contact.graphql'),
};

export default contact;
