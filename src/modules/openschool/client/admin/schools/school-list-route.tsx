import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FeeAmount } from '@/modules/openschool/client/fee-amount';
import { SCHOOL_FILE_HEADERS } from '@/modules/openschool/shared/admin/school-admin-list';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import { type AdminSchoolRow, schoolListEntity } from './school-entity';
import { ListedBadge, SchoolStatusBadge } from './school-status-badge';
import { useDirectoryChoices } from './use-directory-choices';

export const meta = adminMeta('openschool-admin:schools.title');

/**
 * /_admin/schools: every school, listed or not; searched, filtered (the publication gate too),
 * published, unpublished or archived in bulk, exported and imported.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  const format = useFormat();
  const choices = useDirectoryChoices();
  const bulk = (action: string, color?: string) => ({
    action,
    label: t(`schools.bulk.${action}`),
    permission: 'School:publish' as const,
    color,
    confirm: (count: number) => t(`schools.bulk.${action}Confirm`, { count }),
  });
  return (
    <AdminListPage<AdminSchoolRow>
      entity={schoolListEntity}
      title={t('schools.title')}
      // Creating and importing write directly: editors only (members propose on the public site).
      creatable={can('School:publish')}
      exportable
      importHeaders={can('School:publish') ? SCHOOL_FILE_HEADERS : undefined}
      columns={[
        { key: 'name', label: t('schools.name'), render: (school) => school.name },
        { key: 'country', label: t('schools.country'), render: (school) => school.countryName },
        { key: 'city', label: t('schools.city'), render: (school) => school.city },
        {
          key: 'status',
          label: t('schools.status'),
          render: (school) => <SchoolStatusBadge status={school.status} />,
        },
        {
          key: 'listed',
          label: t('schools.listed'),
          render: (school) => <ListedBadge listed={school.listed} />,
        },
        {
          key: 'avgFees',
          label: t('schools.avgFees'),
          render: (school) => <FeeAmount avgFees={school.avgFees} />,
        },
        {
          key: 'updatedAt',
          label: t('schools.updatedAt'),
          render: (school) => format.dateTime(school.updatedAt, { time: false }),
        },
      ]}
      filters={[
        {
          key: 'countryCode',
          label: t('schools.country'),
          choices: choices.countries.map((country) => ({
            value: country.code,
            label: `${country.name} (${country.code})`,
          })),
        },
        {
          key: 'status',
          label: t('schools.status'),
          optionLabel: (status) => t(`schools.statuses.${status as SchoolStatus}`),
        },
        { key: 'listed', label: t('schools.listed') },
        { key: 'waiting', label: t('schools.waiting') },
        {
          key: 'curriculum',
          label: t('schools.curriculum'),
          choices: choices.curriculums.map((curriculum) => ({
            value: curriculum.slug,
            label: curriculum.name,
          })),
        },
        { key: 'hasFees', label: t('schools.hasFees') },
        { key: 'updatedAt', label: t('schools.updatedAt') },
      ]}
      bulkActions={[bulk('publish'), bulk('unpublish'), bulk('archive', 'red')]}
    />
  );
}
