import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { DataNamesEditor } from '@/core/client/admin/data-names/data-names-editor';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { GRADE_NAMES } from '@/modules/openschool/shared/data-name-entities';
import { type GradeItem, gradeEntity } from './grade-entity';
import { GradeSystemCutoff } from './grade-system-cutoff';

export const meta = adminMeta('openschool-admin:grades.title');

/** /_admin/school-grades/{_id}: a school year, its system, code, starting age and place, and its system's cut-off. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminDetailPage<GradeItem> entity={gradeEntity} listTitle={t('grades.title')} editable>
      {(grade) => (
        <>
          <DetailFields
            rows={[
              [t('grades.system'), t(`grades.systems.${grade.system}`)],
              [t('grades.code'), grade.code],
              [t('grades.name'), grade.name],
              [t('grades.ageFrom'), t('grades.ageValue', { age: grade.ageFrom })],
              [t('grades.position'), grade.position],
              [t('grades.updatedAt'), format.dateTime(grade.updatedAt)],
            ]}
          />
          <GradeSystemCutoff system={grade.system} />
          <DataNamesEditor
            entity={GRADE_NAMES}
            thing={`${grade.system}.${grade.code}`}
            title={t('grades.names')}
            fields={[{ field: 'name', label: t('grades.name') }]}
          />
        </>
      )}
    </AdminDetailPage>
  );
}
