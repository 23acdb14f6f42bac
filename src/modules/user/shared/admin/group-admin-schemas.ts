import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { adminNameListSchema } from './admin-name-list';
import { setDescriptionSchema, setNameSchema } from './named-set-fields';

/** The groups list: its columns, what sorts and filters. */
export const GROUP_LIST: AdminListSpec = {
  columns: {
    name: { sortable: true, filter: 'text' },
    memberCount: { sortable: true },
    updatedAt: { sortable: true, filter: 'dateRange' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: 'name',
};

/** The group form: a name, a description and the roles its members get (by role name). */
export const groupInputSchema = z.object({
  name: setNameSchema,
  description: setDescriptionSchema,
  roles: adminNameListSchema,
});

export type GroupInput = z.output<typeof groupInputSchema>;
export type GroupFormValues = z.input<typeof groupInputSchema>;

/** The columns of a groups file (CSV or JSON), export and import alike; roles as `A; B`. */
export const GROUP_FILE_HEADERS = ['name', 'description', 'roles'] as const;
