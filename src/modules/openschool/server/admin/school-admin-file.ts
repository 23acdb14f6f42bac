import type { AdminFileFormat } from '../../../../core/server/admin/crud/admin-entity';
import type { SchoolAdminInput } from '../../shared/admin/school-admin-input';
import { SCHOOL_FILE_HEADERS } from '../../shared/admin/school-admin-list';
import { isFileTuition, schoolInputOfRow } from '../../shared/admin/school-file';
import { academicYearOf } from '../../shared/directory-constants';
import type { AdminSchoolRecord } from './school-admin-repository';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * Schools as CSV or JSON rows: the columns of SCHOOL_FILE_HEADERS, read back by an import. The
 * tuition pair is the school's yearly tuition for every age of the current academic year, the
 * one fee an import writes; the school's other fees are managed in the fee admin.
 */
export const schoolFile: AdminFileFormat<AdminSchoolRecord, SchoolAdminInput> = {
  headers: SCHOOL_FILE_HEADERS,
  toRow: (school) => {
    const tuition = school.fees.find((fee) => isFileTuition(fee, academicYearOf(new Date())));
    return {
      name: school.name,
      countryCode: school.countryCode,
      city: school.city,
      address: text(school.address),
      website: text(school.website),
      email: text(school.email),
      phone: text(school.phone),
      languages: school.languages.join('; '),
      accreditations: school.accreditations.join('; '),
      boarding: school.boarding ? 'yes' : 'no',
      ageFrom: text(school.ageFrom),
      ageTo: text(school.ageTo),
      gradeSystem: school.gradeSystem,
      curriculums: school.curriculums.join('; '),
      tuitionAmount: tuition ? String(tuition.amount) : '',
      tuitionCurrency: tuition?.currency ?? '',
      status: school.status,
    };
  },
  toInput: (row) => schoolInputOfRow(row, academicYearOf(new Date())),
  // The same name in the same city of one file is the same school twice.
  uniqueKey: {
    field: 'name',
    of: (input) => `${input.name}|${input.city}|${input.countryCode}`.toLowerCase(),
  },
};
