import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useTranslation } from '@/core/client/use-translation';
import { GRADE_FILE_HEADERS } from '@/modules/openschool/shared/admin/grade-admin-schemas';
import { type GradeItem, gradeEntity } from './grade-entity';

export const meta = adminMeta('openschool-admin:grades.title');

/**
 * /_admin/school-grades: the school years of each system, with the age a child starts them;
 * sorted by age, the systems' equivalent years line up.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminListPage<GradeItem>
      entity={gradeEntity}
      title={t('grades.title')}
      creatable
      exportable
      importHeaders={GRADE_FILE_HEADERS}
      columns={[
        { key: 'name', label: t('grades.name'), render: (grade) => grade.name },
        { key: 'system', label: t('grades.system'), render: (grade) => t(`grades.systems.${grade.system}`) },
        { key: 'code', label: t('grades.code'), render: (grade) => grade.code },
        { key: 'ageFrom', label: t('grades.ageFrom'), render: (grade) => grade.ageFrom },
        { key: 'position', label: t('grades.position'), render: (grade) => grade.position },
      ]}
      filters={[
        { key: 'system', label: t('grades.system'), optionLabel: (system) => t(`grades.systems.${system}`) },
      ]}
    />
  );
}
