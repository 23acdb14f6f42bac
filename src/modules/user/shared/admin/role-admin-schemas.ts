import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { permissionEntrySchema } from '@/core/shared/permission-entry';
import { setDescriptionSchema, setNameSchema } from './named-set-fields';

/** The roles list: its columns, what sorts and filters. */
export const ROLE_LIST: AdminListSpec = {
  columns: {
    name: { sortable: true, filter: 'text' },
    builtIn: { filter: 'boolean' },
    updatedAt: { sortable: true, filter: 'dateRange' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: 'name',
};

/** The role form: a name, a description and the permissions it grants. */
export const roleInputSchema = z.object({
  name: setNameSchema,
  description: setDescriptionSchema,
  permissions: z
    .array(permissionEntrySchema, 'field.invalid')
    .max(200, 'field.too.long')
    .refine((entries) => new Set(entries).size === entries.length, 'permission.duplicate'),
});

export type RoleInput = z.output<typeof roleInputSchema>;
export type RoleFormValues = z.input<typeof roleInputSchema>;

/** The columns of a roles file (CSV or JSON), export and import alike. */
export const ROLE_FILE_HEADERS = ['name', 'description', 'permissions'] as const;
