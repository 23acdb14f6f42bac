import type { AdminFileFormat } from '@/core/server/admin/crud/admin-entity';
import type { SchoolAdminInput } from '@/modules/openschool/shared/admin/school-admin-input';
import {
  SCHOOL_FILE_HEADERS,
  SCHOOL_FILE_IMPORT_ONLY_HEADERS,
} from '@/modules/openschool/shared/admin/school-admin-list';
import { schoolInputOfRow } from '@/modules/openschool/shared/admin/school-file';
import { academicYearOf } from '@/modules/openschool/shared/directory-constants';
import { schoolInputOf, schoolStateOf } from './school-admin-record';
import type { AdminSchoolRecord } from './school-admin-repository';

/**
 * Schools as CSV or JSON rows: every field of the school form (SCHOOL_FILE_HEADERS), read back
 * by an import; a row's id keeps the school's id, into this site or a fresh one. No unique key:
 * two schools may share a name, even in one city, and the database does not forbid it.
 */
export const schoolFile: AdminFileFormat<AdminSchoolRecord, SchoolAdminInput> = {
  headers: SCHOOL_FILE_HEADERS,
  importOnlyHeaders: SCHOOL_FILE_IMPORT_ONLY_HEADERS,
  keepsIds: true,
  toRow: (school) => ({
    ...Object.fromEntries(SCHOOL_FILE_HEADERS.map((header) => [header, school[header]])),
    // The fee's own record id stays behind: an import replaces the school's fees by value.
    fees: school.fees.map(({ id: _id, ...fee }) => fee),
  }),
  toInput: (row, current) =>
    schoolInputOfRow(row, current && schoolInputOf(schoolStateOf(current)), academicYearOf(new Date())),
};
