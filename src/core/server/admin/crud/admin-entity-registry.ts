import { adminFilePathName } from '@/core/shared/admin-file-paths';
import type { AdminEntity, AdminRecord } from './admin-entity';

// Filled as the modules' GraphQL files load, before the app mounts its routes.
const entities = new Map<string, AdminEntity<AdminRecord, unknown>>();

/** Remembers an entity for the file routes, under its plural in lower case (`schools`). */
export function rememberAdminEntity<Item extends AdminRecord, Input>(entity: AdminEntity<Item, Input>): void {
  entities.set(adminFilePathName(entity.plural), entity as unknown as AdminEntity<AdminRecord, unknown>);
}

/** The entity of a file route's path, or undefined. */
export function adminEntityOf(pathName: string): AdminEntity<AdminRecord, unknown> | undefined {
  return entities.get(pathName);
}
