import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';
import { BLOG_RSS_PATH } from './shared/blog-paths';

// Spec section 2: /blog exists only while ENABLE_BLOG is on; off, it answers the not-found page.
const blog: ClientModule = {
  name: 'blog',
  enableSetting: 'ENABLE_BLOG',
  routes: [
    { path: '/blog', priority: 50, load: () => import('./client/list/blog-list-route') },
    { path: '/blog/:slug', priority: 50, load: () => import('./client/post/blog-post-route') },
    ...adminEntityRoutes('/_admin/blog-posts', {
      list: () => import('./client/admin/blog-post-list-route'),
      detail: () => import('./client/admin/blog-post-detail-route'),
      form: () => import('./client/admin/blog-post-form-route'),
    }),
  ],
  feeds: [{ path: BLOG_RSS_PATH, type: 'application/rss+xml', title: 'blog:list.rss' }],
  // After the schools (100): the directory comes first.
  menu: [{ path: '/blog', label: 'blog:menu', priority: 50 }],
  adminMenu: {
    label: 'blog-admin:menu',
    namespace: 'blog-admin',
    links: [
      {
        path: '/_admin/blog-posts',
        label: 'blog-admin:posts.title',
        permission: 'BlogPost:list',
        priority: 10,
      },
    ],
  },
};

export default blog;
