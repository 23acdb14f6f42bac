import { z } from 'zod';

/** `*`, an entity (`School`), an entity's every action (`School:*`) or one (`School:read`). */
export const PERMISSION_ENTRY = /^(\*|[A-Z][A-Za-z0-9]*(:(\*|[a-z][A-Za-z]*))?)$/;

/** A permission a role grants, as typed in the role editor or an imported file. */
export const permissionEntrySchema = z
  .string('permission.invalid')
  .trim()
  .regex(PERMISSION_ENTRY, 'permission.invalid');
