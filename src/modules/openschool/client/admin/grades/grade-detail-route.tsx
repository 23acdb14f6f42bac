import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '../../../../../core/client/admin/crud/admin-detail-page';
import { type GradeItem, gradeEntity } from './grade-entity';

export const meta = adminMeta('openschool-admin:grades.title');

/** /_admin/school-grades/{_id}: a school year, its system, code, starting age and place. */
export function Component() {
  const { t, i18n } = useTranslation('openschool-admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminDetailPage<GradeItem> entity={gradeEntity} listTitle={t('grades.title')} editable>
      {(grade) => (
        <DetailFields
          rows={[
            [t('grades.system'), t(`grades.systems.${grade.system}`)],
            [t('grades.code'), grade.code],
            [t('grades.name'), grade.name],
            [t('grades.ageFrom'), t('grades.ageValue', { age: grade.ageFrom })],
            [t('grades.position'), grade.position],
            [t('grades.updatedAt'), date.format(new Date(grade.updatedAt))],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
