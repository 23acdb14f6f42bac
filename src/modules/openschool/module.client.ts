import type { ClientModule } from '../../core/client/module';

const loadSchoolList = () => import('./client/list/school-list-route');

const openschool: ClientModule = {
  name: 'openschool',
  enableSetting: 'ENABLE_OPENSCHOOL',
  routes: [
    { path: '/', priority: 100, load: () => import('./client/home/home-route') },
    { path: '/schools', priority: 100, load: loadSchoolList },
    { path: '/schools/:country', priority: 100, load: loadSchoolList },
  ],
  menu: [{ path: '/schools', label: 'openschool:menu', priority: 100 }],
  // The directory's admin pages come with its entities; the dashboard already shows its figures.
  adminMenu: { label: 'openschool-admin:menu', namespace: 'openschool-admin', links: [] },
};

export default openschool;
