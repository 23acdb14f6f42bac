import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/core/client/use-format';
import { EditSchoolLink } from '@/modules/openschool/client/edit/edit-school-link';
import type { CheckedFact } from '../confirmations/checked-fact';
import { FactCheck } from '../confirmations/fact-check';
import { FactList } from '../overview/fact-list';
import type { SchoolDetailView } from '../school-detail.query';
import { DateRangeTable, PlacesTable } from './admission-tables';
import { IntakesSection } from './intakes-section';

/**
 * What a family needs to apply: places per school year, intakes and deadlines, assessments and
 * documents, support, term dates, the nationality mix and the bus areas. Facts not confirmed
 * for a year say so; a school without any invites the visitor to add them.
 */
export function AdmissionsTab(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { school } = props;
  const admissions = school.admissions;
  if (!admissions.known) {
    return (
      <Stack gap="sm" data-testid="admissions-empty">
        <Text>{t('admissions.detail.empty')}</Text>
        <EditSchoolLink school={school} />
      </Stack>
    );
  }
  const checked = (value: string | null, fact: Omit<CheckedFact, 'shown'>) =>
    value && (
      <>
        {value}
        <FactCheck
          schoolId={school._id}
          confirmations={school.confirmations}
          fact={{ ...fact, shown: value }}
        />
      </>
    );
  const nationalities = admissions.nationalities.map(
    (share) => `${share.countryName} ${format.percent(share.percent)}`,
  );
  return (
    <Stack gap="lg">
      {admissions.stale && (
        <Alert color="yellow" data-testid="admissions-stale">
          {admissions.confirmedOn
            ? t('admissions.detail.staleSince', { date: format.date(admissions.confirmedOn, 'long') })
            : t('admissions.detail.neverConfirmed')}
        </Alert>
      )}
      {admissions.places.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('admissions.places.title')}</Title>
          <PlacesTable
            places={admissions.places}
            schoolId={school._id}
            confirmations={school.confirmations}
          />
        </Stack>
      )}
      {admissions.intakes.length > 0 && <IntakesSection school={school} />}
      <FactList
        testId="admission-facts"
        facts={[
          {
            term: t('admissions.assessments.label'),
            value: format.list(admissions.assessments.map((value) => t(`admissions.assessment.${value}`))),
          },
          {
            term: t('admissions.documents.label'),
            value: format.list(admissions.documents.map((value) => t(`admissions.document.${value}`))),
          },
          {
            term: t('admissions.eal.label'),
            value: checked(admissions.ealSupport && t(`admissions.ealLevel.${admissions.ealSupport}`), {
              fact: 'eal',
              label: t('admissions.eal.label'),
            }),
          },
          {
            term: t('admissions.sen.label'),
            value: checked(admissions.senSupport && t(`admissions.senLevel.${admissions.senSupport}`), {
              fact: 'sen',
              label: t('admissions.sen.label'),
            }),
          },
          {
            term: t('admissions.nationalities.count'),
            value: admissions.nationalityCount === null ? null : format.number(admissions.nationalityCount),
          },
          { term: t('admissions.nationalities.title'), value: format.list(nationalities) },
          { term: t('admissions.busAreas.label'), value: format.list(admissions.busAreas) },
        ]}
      />
      {admissions.termDates.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('admissions.terms.title')}</Title>
          <DateRangeTable
            testId="admission-terms"
            caption={t('admissions.terms.title')}
            headers={[
              t('admissions.terms.name'),
              t('admissions.terms.startsOn'),
              t('admissions.terms.endsOn'),
            ]}
            rows={admissions.termDates.map((term) => ({
              name: term.name,
              from: term.startsOn,
              to: term.endsOn,
            }))}
          />
        </Stack>
      )}
      <Text size="sm" c="gray.7">
        {admissions.confirmedOn &&
          t('admissions.detail.confirmed', { date: format.date(admissions.confirmedOn, 'long') })}{' '}
        {t('admissions.detail.community')} <EditSchoolLink school={school} />
      </Text>
    </Stack>
  );
}
