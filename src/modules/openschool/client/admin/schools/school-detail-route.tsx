import { Paper, Stack, Text, Title } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { FormattedText } from '@/core/client/formatted-text';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FeeAmount } from '@/modules/openschool/client/fee-amount';
import { PLAIN_FACTS, plainFactText } from '@/modules/openschool/client/school-profile-fields';
import { type SchoolItem, schoolEntity } from './school-entity';
import { SchoolFeesTable } from './school-fees-table';
import { SchoolListing } from './school-listing';
import { SchoolPhotos } from './school-photos';
import { SchoolStatusBadge } from './school-status-badge';
import { useDirectoryChoices } from './use-directory-choices';

export const meta = adminMeta('openschool-admin:schools.title');

/**
 * /_admin/schools/{_id}: every field of a school, whether it is listed (and why not), its fees,
 * curriculums and photos, with links to its public page, revisions and proposed changes.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  return (
    // Editing in the admin writes directly: editors only (members propose on the public site).
    <AdminDetailPage<SchoolItem>
      entity={schoolEntity}
      listTitle={t('schools.title')}
      editable={() => can('School:publish')}
    >
      {(school) => <SchoolDetail school={school} />}
    </AdminDetailPage>
  );
}

function SchoolDetail(props: { school: SchoolItem }) {
  const { t } = useTranslation('openschool-admin');
  const { school } = props;
  const { curriculums } = useDirectoryChoices();
  const curriculumName = (slug: string) => curriculums.find((entry) => entry.slug === slug)?.name ?? slug;
  const format = useFormat();
  // Null: nobody said (decision 078), shown like any fact not given.
  const yes = (value: boolean | null) =>
    value === null ? null : value ? t('crud.yes', { ns: 'admin' }) : t('crud.no', { ns: 'admin' });
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
  return (
    <Stack gap="lg">
      <SchoolListing school={school} />
      <DetailFields
        rows={[
          [t('schools.status'), <SchoolStatusBadge key="status" status={school.status} />],
          [t('schools.country'), `${school.countryName} (${school.countryCode})`],
          [t('schools.city'), school.city],
          [t('schools.address'), school.address],
          [
            t('schools.coordinates'),
            school.latitude === null ? null : `${school.latitude}, ${school.longitude}`,
          ],
          [t('schools.website'), school.website],
          [t('schools.email'), school.email],
          [t('schools.phone'), school.phone],
          [t('schools.curriculums'), list(school.curriculums.map(curriculumName))],
          [t('schools.languages'), list(school.languages.map(format.languageName))],
          [t('schools.accreditations'), list(school.accreditations)],
          [
            t('schools.ages'),
            school.ageFrom === null ? null : t('fees.ageRange', { from: school.ageFrom, to: school.ageTo }),
          ],
          [t('schools.gradeSystem'), t(`grades.systems.${school.gradeSystem}`)],
          [t('schools.boarding'), yes(school.boarding)],
          ...PLAIN_FACTS.map(({ name, display }): [string, string | null] => [
            t(`schools.${name}`),
            plainFactText(display, school[name], format),
          ]),
          [t('schools.avgFees'), <FeeAmount key="avgFees" avgFees={school.avgFees} />],
          [
            t('schools.rating'),
            school.ratingAvg === null
              ? null
              : t('schools.ratingValue', { average: school.ratingAvg, count: school.ratingCount }),
          ],
          [t('schools.lastVerifiedAt'), school.lastVerifiedAt],
          [t('schools.verifiedSource'), school.verifiedSource],
          [t('schools.createdAt'), format.dateTime(school.createdAt)],
          [t('schools.updatedAt'), format.dateTime(school.updatedAt)],
        ]}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-description">
        <Title order={2} size="h4" id="school-description" mb="sm">
          {t('schools.description')}
        </Title>
        {school.description.trim() ? (
          <Stack gap="sm">
            <FormattedText text={school.description} />
          </Stack>
        ) : (
          <Text size="sm">{t('schools.noDescription')}</Text>
        )}
      </Paper>
      <SchoolFeesTable school={school} />
      <SchoolPhotos schoolId={school._id} />
    </Stack>
  );
}
