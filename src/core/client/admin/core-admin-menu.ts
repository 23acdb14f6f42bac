import type { AdminMenu } from '../module';

/** The platform's own admin pages, declared beside the modules' admin menus. */
export const CORE_ADMIN_MENU: AdminMenu = {
  label: 'admin:menu.core',
  links: [
    {
      path: '/_admin/dashboard',
      label: 'admin:dashboard.title',
      permission: 'Dashboard:view',
      priority: 100,
    },
    { path: '/_admin/settings', label: 'admin:settings.title', permission: 'Setting:list', priority: 20 },
    { path: '/_admin/sysinfo', label: 'admin:sysinfo.title', permission: 'SysInfo:list', priority: 10 },
    { path: '/_admin/audit', label: 'admin:audit.title', permission: 'AuditLog:list', priority: 5 },
    {
      path: '/_admin/translations',
      label: 'admin:translations.title',
      permission: 'Translation:list',
      priority: 4,
    },
  ],
};
