import { SimpleGrid } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { choiceOf } from '@/modules/openschool/client/choice-of';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import { gradeInputSchema } from '@/modules/openschool/shared/admin/grade-admin-schemas';
import { GRADE_SYSTEMS } from '@/modules/openschool/shared/directory-constants';
import { type GradeItem, gradeEntity } from './grade-entity';

export const meta = adminMeta('openschool-admin:grades.title');

/** /_admin/school-grades/create and /{_id}/edit: a school year of a system. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminFormPage<GradeItem, typeof gradeInputSchema>
      entity={gradeEntity}
      listTitle={t('grades.title')}
      createTitle={t('grades.create')}
      schema={gradeInputSchema}
      defaults={(grade) => ({
        system: choiceOf(GRADE_SYSTEMS, grade?.system) ?? 'UK',
        code: grade?.code ?? '',
        name: grade?.name ?? '',
        ageFrom: grade?.ageFrom ?? null,
        position: grade?.position ?? null,
      })}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              control={form.control}
              name="system"
              label={t('grades.system')}
              required
              data={GRADE_SYSTEMS.map((system) => ({ value: system, label: t(`grades.systems.${system}`) }))}
            />
            <TextField
              control={form.control}
              name="code"
              label={t('grades.code')}
              description={t('grades.codeHelp')}
              required
              maxLength={10}
            />
          </SimpleGrid>
          <TextField control={form.control} name="name" label={t('grades.name')} required maxLength={60} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              control={form.control}
              name="ageFrom"
              label={t('grades.ageFrom')}
              description={t('grades.ageFromHelp')}
              required
              min={2}
              max={19}
            />
            <NumberField
              control={form.control}
              name="position"
              label={t('grades.position')}
              description={t('grades.positionHelp')}
              required
              min={1}
              max={50}
            />
          </SimpleGrid>
        </>
      )}
    </AdminFormPage>
  );
}
