import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { CURRICULUM_FILE_HEADERS } from '@/modules/openschool/shared/admin/curriculum-admin-schemas';
import { type CurriculumItem, curriculumEntity } from './curriculum-entity';

export const meta = adminMeta('openschool-admin:curriculums.title');

/** /_admin/school-curriculums: the curriculums schools teach, with how many schools teach each. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminListPage<CurriculumItem>
      entity={curriculumEntity}
      title={t('curriculums.title')}
      creatable
      exportable
      importHeaders={CURRICULUM_FILE_HEADERS}
      columns={[
        { key: 'name', label: t('curriculums.name'), render: (curriculum) => curriculum.name },
        { key: 'slug', label: t('curriculums.slug'), render: (curriculum) => curriculum.slug },
        {
          key: 'shortName',
          label: t('curriculums.shortName'),
          render: (curriculum) => curriculum.shortName ?? '—',
        },
        { key: 'family', label: t('curriculums.family'), render: (curriculum) => curriculum.family },
        {
          key: 'schoolCount',
          label: t('curriculums.schoolCount'),
          render: (curriculum) => curriculum.schoolCount,
        },
        {
          key: 'updatedAt',
          label: t('curriculums.updatedAt'),
          render: (curriculum) => format.dateTime(curriculum.updatedAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'family', label: t('curriculums.family') },
        { key: 'updatedAt', label: t('curriculums.updatedAt') },
      ]}
    />
  );
}
