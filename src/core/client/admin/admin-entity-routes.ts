import type { ModuleRoute, PageModule } from '../module';

type Load = () => Promise<PageModule>;

/**
 * The four pages of an admin entity under `path`: the list, `/create`, `/{_id}` and
 * `/{_id}/edit` (create and edit share the form page).
 */
export function adminEntityRoutes(
  path: string,
  pages: { list: Load; detail: Load; form?: Load },
): ModuleRoute[] {
  const routes: ModuleRoute[] = [
    { path, priority: 10, load: pages.list },
    { path: `${path}/:id`, priority: 10, load: pages.detail },
  ];
  if (pages.form) {
    routes.push(
      { path: `${path}/create`, priority: 20, load: pages.form },
      { path: `${path}/:id/edit`, priority: 10, load: pages.form },
    );
  }
  return routes;
}
