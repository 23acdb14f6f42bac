/**
 * The admin's file routes: `GET {ADMIN_EXPORT_PATH}/<plural>?format=csv|json&list=<JSON>` downloads
 * a list as a file, `POST {ADMIN_IMPORT_PATH}/<plural>?format=csv|json&commit=true|false` takes a
 * file in a multipart body (`file`). `<plural>` is the entity's plural in lower case: `schools`.
 */
export const ADMIN_EXPORT_PATH = '/api/admin/export';
export const ADMIN_IMPORT_PATH = '/api/admin/import';

/** The entity's part of those paths. */
export const adminFilePathName = (plural: string) => plural.toLowerCase();
