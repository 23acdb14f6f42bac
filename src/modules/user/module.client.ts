import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';
import type { TokenPage } from './shared/account-paths';

// Account pages (spec section 2, "User routes"). Always on: no ENABLE_ setting hides them.
const user: ClientModule = {
  name: 'user',
  routes: [
    { path: '/login', priority: 50, load: () => import('./client/login/login-route') },
    { path: '/logout', priority: 50, load: () => import('./client/login/logout-route') },
    { path: '/register', priority: 50, load: () => import('./client/register/register-route') },
    { path: '/register/thanks', priority: 50, load: () => import('./client/register/register-thanks-route') },
    {
      path: '/activate-account/:token' satisfies TokenPage,
      priority: 50,
      load: () => import('./client/register/activate-account-route'),
    },
    {
      path: '/validate-email/:token' satisfies TokenPage,
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
      path: '/password-reset/:token' satisfies TokenPage,
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
    {
      path: '/close/:token' satisfies TokenPage,
      priority: 50,
      load: () => import('./client/close/close-confirm-route'),
    },
    // Before the user routes: `stats` is not a user's id.
    {
      path: '/_admin/users/stats',
      priority: 20,
      load: () => import('./client/admin/users/user-stats-route'),
    },
    ...adminEntityRoutes('/_admin/users', {
      list: () => import('./client/admin/users/user-list-route'),
      detail: () => import('./client/admin/users/user-detail-route'),
      form: () => import('./client/admin/users/user-form-route'),
    }),
    ...adminEntityRoutes('/_admin/groups', {
      list: () => import('./client/admin/groups/group-list-route'),
      detail: () => import('./client/admin/groups/group-detail-route'),
      form: () => import('./client/admin/groups/group-form-route'),
    }),
    ...adminEntityRoutes('/_admin/roles', {
      list: () => import('./client/admin/roles/role-list-route'),
      detail: () => import('./client/admin/roles/role-detail-route'),
      form: () => import('./client/admin/roles/role-form-route'),
    }),
  ],
  adminMenu: {
    label: 'user-admin:menu',
    namespace: 'user-admin',
    links: [
      { path: '/_admin/users', label: 'user-admin:users.title', permission: 'User:list', priority: 40 },
      { path: '/_admin/users/stats', label: 'user-admin:stats.title', permission: 'User:stat', priority: 30 },
      { path: '/_admin/groups', label: 'user-admin:groups.title', permission: 'Group:list', priority: 20 },
      { path: '/_admin/roles', label: 'user-admin:roles.title', permission: 'Role:list', priority: 10 },
    ],
  },
};

export default user;
