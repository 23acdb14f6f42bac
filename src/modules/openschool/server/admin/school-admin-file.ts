import type { AdminFileFormat } from '../../../../core/server/admin/crud/admin-entity';
import type { SchoolAdminInput } from '../../shared/admin/school-admin-input';
import { SCHOOL_FILE_HEADERS, SCHOOL_FILE_IMPORT_ONLY_HEADERS } from '../../shared/admin/school-admin-list';
import { schoolInputOfRow } from '../../shared/admin/school-file';
import { academicYearOf } from '../../shared/directory-constants';
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
    name: school.name,
    countryCode: school.countryCode,
    city: school.city,
    address: school.address,
    latitude: school.latitude,
    longitude: school.longitude,
    website: school.website,
    email: school.email,
    phone: school.phone,
    description: school.description,
    languages: school.languages,
    accreditations: school.accreditations,
    boarding: school.boarding,
    foundedYear: school.foundedYear,
    studentCount: school.studentCount,
    avgClassSize: school.avgClassSize,
    ageFrom: school.ageFrom,
    ageTo: school.ageTo,
    gradeSystem: school.gradeSystem,
    curriculums: school.curriculums,
    // The fee's own record id stays behind: an import replaces the school's fees by value.
    fees: school.fees.map(({ id: _id, ...fee }) => fee),
    lastVerifiedAt: school.lastVerifiedAt,
    verifiedSource: school.verifiedSource,
    admissions: school.admissions,
    status: school.status,
  }),
  toInput: (row, current) =>
    schoolInputOfRow(row, current && schoolInputOf(schoolStateOf(current)), academicYearOf(new Date())),
};
