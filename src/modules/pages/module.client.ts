import type { ClientModule } from '@/core/client/module';

// Always on: the legal pages, about and the moderation log must exist whatever else is switched off.
const pages: ClientModule = {
  name: 'pages',
  routes: [
    { path: '/about', priority: 50, load: () => import('./client/about-route') },
    { path: '/privacy', priority: 50, load: () => import('./client/privacy-route') },
    { path: '/terms', priority: 50, load: () => import('./client/terms-route') },
    { path: '/coming-soon', priority: 50, load: () => import('./client/coming-soon-route') },
    { path: '/moderation', priority: 50, load: () => import('./client/moderation/moderation-route') },
    // Below the schools home (100): `/` still answers when the schools module is off.
    { path: '/', priority: 1, load: () => import('./client/coming-soon-route') },
  ],
  // The footer lists terms, privacy, about, then contact (spec "Shell"), and the moderation log.
  footerLinks: [
    { path: '/terms', label: 'pages:links.terms', priority: 40 },
    { path: '/privacy', label: 'pages:links.privacy', priority: 30 },
    { path: '/about', label: 'pages:links.about', priority: 20 },
    { path: '/moderation', label: 'pages:links.moderation', priority: 5 },
  ],
};

export default pages;
