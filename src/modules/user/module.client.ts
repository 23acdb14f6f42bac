import type { ClientModule } from '../../core/client/module';

// Account pages (spec section 2, "User routes"). Always on: no ENABLE_ setting hides them.
const user: ClientModule = {
  name: 'user',
  routes: [
    { path: '/login', priority: 50, load: () => import('./client/login/login-route') },
    { path: '/logout', priority: 50, load: () => import('./client/login/logout-route') },
    { path: '/register', priority: 50, load: () => import('./client/register/register-route') },
    { path: '/register/thanks', priority: 50, load: () => import('./client/register/register-thanks-route') },
    {
      path: '/activate-account/:token',
      priority: 50,
      load: () => import('./client/register/activate-account-route'),
    },
    {
      path: '/validate-email/:token',
      priority: 50,
      load: () => import('./client/email/validate-email-route'),
    },
    { path: '/password-lost', priority: 50, load: () => import('./client/password/password-lost-route') },
    {
      path: '/password-lost/thanks',
      priority: 50,
      load: () => import('./client/password/password-lost-thanks-route'),
    },
    {
      path: '/password-reset/:token',
      priority: 50,
      load: () => import('./client/password/password-reset-route'),
    },
    { path: '/profile', priority: 50, load: () => import('./client/profile/profile-route') },
    { path: '/close', priority: 50, load: () => import('./client/close/close-route') },
    {
      path: '/close/instruction',
      priority: 50,
      load: () => import('./client/close/close-instruction-route'),
    },
    { path: '/close/:token', priority: 50, load: () => import('./client/close/close-confirm-route') },
  ],
};

export default user;
