import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminFormPage } from '../../../../../core/client/admin/crud/admin-form-page';
import { type SchoolAdminFormValues, schoolAdminInputSchema } from '../../../shared/admin/school-admin-input';
import {
  ACCREDITATIONS,
  FEE_KINDS,
  FEE_PERIODS,
  GRADE_SYSTEMS,
  SCHOOL_STATUSES,
} from '../../../shared/directory-constants';
import { choiceOf } from '../choice-of';
import { type SchoolItem, schoolEntity } from './school-entity';
import { SchoolFormFields } from './school-form-fields';

export const meta = adminMeta('openschool-admin:schools.title');

function defaults(school: SchoolItem | null): SchoolAdminFormValues {
  return {
    name: school?.name ?? '',
    countryCode: school?.countryCode ?? '',
    city: school?.city ?? '',
    address: school?.address ?? '',
    latitude: school?.latitude ?? null,
    longitude: school?.longitude ?? null,
    website: school?.website ?? '',
    email: school?.email ?? '',
    phone: school?.phone ?? '',
    description: school?.description ?? '',
    languages: school?.languages ?? [],
    accreditations: (school?.accreditations ?? []).flatMap((code) => choiceOf(ACCREDITATIONS, code) ?? []),
    boarding: school?.boarding ?? false,
    foundedYear: school?.foundedYear ?? null,
    studentCount: school?.studentCount ?? null,
    avgClassSize: school?.avgClassSize ?? null,
    ageFrom: school?.ageFrom ?? null,
    ageTo: school?.ageTo ?? null,
    gradeSystem: choiceOf(GRADE_SYSTEMS, school?.gradeSystem) ?? 'UK',
    curriculums: school?.curriculums ?? [],
    // The fee records' ids and type names stay out: the form edits the fees as the schema has them.
    fees: (school?.fees ?? []).map((fee) => ({
      kind: choiceOf(FEE_KINDS, fee.kind) ?? 'tuition',
      ageFrom: fee.ageFrom,
      ageTo: fee.ageTo,
      amount: fee.amount,
      currency: fee.currency,
      period: choiceOf(FEE_PERIODS, fee.period) ?? 'year',
      academicYear: fee.academicYear,
      note: fee.note,
    })),
    lastVerifiedAt: school?.lastVerifiedAt ?? '',
    verifiedSource: school?.verifiedSource ?? '',
    status: choiceOf(SCHOOL_STATUSES, school?.status) ?? 'draft',
    source: '',
    fromFile: false,
  };
}

/**
 * /_admin/schools/create and /_admin/schools/{_id}/edit: the one school schema (shared with
 * members' proposals and the import) plus the status, saved with a revision and its source.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminFormPage<SchoolItem, SchoolAdminFormValues>
      entity={schoolEntity}
      listTitle={t('schools.title')}
      createTitle={t('schools.create')}
      schema={schoolAdminInputSchema}
      defaults={defaults}
    >
      {(form, school) => (
        <>
          {!school && <Alert color="blue">{t('schools.createHelp')}</Alert>}
          <SchoolFormFields control={form.control} />
        </>
      )}
    </AdminFormPage>
  );
}
