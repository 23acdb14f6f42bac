import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';
import { STOCK_PHOTO_QUERY, stockPhotoVariables } from './client/stock-photo.query';

// Spec section 2: /_admin/unsplash (the search) and /_admin/unsplash-photos, while ENABLE_UNSPLASH is on.
const unsplash: ClientModule = {
  name: 'unsplash',
  enableSetting: 'ENABLE_UNSPLASH',
  routes: [
    { path: '/_admin/unsplash', priority: 50, load: () => import('./client/admin/unsplash-search-route') },
    ...adminEntityRoutes('/_admin/unsplash-photos', {
      list: () => import('./client/admin/unsplash-photo-list-route'),
      detail: () => import('./client/admin/unsplash-photo-detail-route'),
      form: () => import('./client/admin/unsplash-photo-form-route'),
    }),
  ],
  pagePicture: () => import('./client/stock-photo'),
  prefetchPagePicture: (client, props) =>
    client.query({ query: STOCK_PHOTO_QUERY, variables: stockPhotoVariables(props) }),
  adminMenu: {
    label: 'unsplash-admin:menu',
    namespace: 'unsplash-admin',
    links: [
      {
        path: '/_admin/unsplash',
        label: 'unsplash-admin:search.title',
        permission: 'Unsplash:list',
        priority: 20,
      },
      {
        path: '/_admin/unsplash-photos',
        label: 'unsplash-admin:photos.title',
        permission: 'UnsplashPhoto:list',
        priority: 10,
      },
    ],
  },
};

export default unsplash;
