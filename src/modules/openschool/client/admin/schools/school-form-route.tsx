import { Alert } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { SelectField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { choiceOf } from '@/modules/openschool/client/choice-of';
import { SchoolFormFields } from '@/modules/openschool/client/school-form/school-form-fields';
import { formValuesOf } from '@/modules/openschool/client/school-form/school-form-values';
import {
  type SchoolAdminFormValues,
  schoolAdminInputSchema,
} from '@/modules/openschool/shared/admin/school-admin-input';
import { SCHOOL_STATUSES } from '@/modules/openschool/shared/directory-constants';
import { type SchoolItem, schoolEntity } from './school-entity';
import { useDirectoryChoices } from './use-directory-choices';

export const meta = adminMeta('openschool-admin:schools.title');

function defaults(school: SchoolItem | null): SchoolAdminFormValues {
  return {
    ...formValuesOf(school),
    status: choiceOf(SCHOOL_STATUSES, school?.status) ?? 'draft',
    fromFile: false,
  };
}

/**
 * /_admin/schools/create and /_admin/schools/{_id}/edit: the school form members have too, plus
 * the status, saved with a revision and its source.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const choices = useDirectoryChoices();
  return (
    <AdminFormPage<SchoolItem, typeof schoolAdminInputSchema>
      entity={schoolEntity}
      listTitle={t('schools.title')}
      createTitle={t('schools.create')}
      schema={schoolAdminInputSchema}
      defaults={defaults}
    >
      {(form, school) => (
        <>
          {!school && <Alert color="blue">{t('schools.createHelp')}</Alert>}
          <SchoolFormFields
            control={form.control}
            choices={choices}
            publishes
            texts={{
              checksTitle: t('schools.sections.publication'),
              feesHelp: t('schools.feesHelp'),
              sourceLabel: t('schools.source'),
              sourceHelp: t('schools.sourceHelp'),
            }}
          >
            <SelectField
              control={form.control}
              name="status"
              label={t('schools.status')}
              description={t('schools.statusHelp')}
              required
              data={SCHOOL_STATUSES.map((status) => ({
                value: status,
                label: t(`schools.statuses.${status}`),
              }))}
            />
          </SchoolFormFields>
        </>
      )}
    </AdminFormPage>
  );
}
