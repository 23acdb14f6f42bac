import { Stack, Text, Title } from '@mantine/core';
import { PlainAlert } from '@/core/client/plain-alert';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { EditSchoolLink } from '@/modules/openschool/client/edit/edit-school-link';
import type { CheckedFact } from '../confirmations/checked-fact';
import { FactCheck } from '../confirmations/fact-check';
import { FactList } from '../overview/fact-list';
import type { SchoolDetailView } from '../school-detail.query';
import { DateRangeTable, PlacesTable } from './admission-tables';
import { IntakesSection } from './intakes-section';

/** The earliest of the days given (YYYY-MM-DD), null when any is unknown. */
const earliest = (days: readonly (string | null)[]) =>
  days.includes(null) ? null : ([...days].sort()[0] ?? null);

/**
 * What a family needs to apply (places per school year, intakes and deadlines, assessments and
 * documents), then what the school is like once a child is in (support, the nationality mix,
 * the bus areas and term dates). Facts not confirmed for a year say so; a school without any
 * invites the visitor to add them.
 */
function AdmissionsPanel(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { school } = props;
  const { admissions, schoolLife: life } = school;
  const known = [admissions, life].filter((part) => part.known);
  if (known.length === 0) {
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
  const stale = known.filter((part) => part.stale);
  const staleSince = earliest(stale.map((part) => part.confirmedOn));
  const confirmedOn = earliest(known.map((part) => part.confirmedOn));
  const nationalities = life.nationalities.map(
    (share) => `${share.countryName} ${format.percent(share.percent)}`,
  );
  return (
    <Stack gap="lg">
      {stale.length > 0 && (
        <PlainAlert color="yellow" data-testid="admissions-stale">
          {staleSince
            ? t('admissions.detail.staleSince', { date: format.date(staleSince, 'long') })
            : t('admissions.detail.neverConfirmed')}
        </PlainAlert>
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
            term: t('schoolLife.eal.label'),
            value: checked(life.ealSupport && t(`schoolLife.ealLevel.${life.ealSupport}`), {
              fact: 'eal',
              label: t('schoolLife.eal.label'),
            }),
          },
          {
            term: t('schoolLife.sen.label'),
            value: checked(life.senSupport && t(`schoolLife.senLevel.${life.senSupport}`), {
              fact: 'sen',
              label: t('schoolLife.sen.label'),
            }),
          },
          {
            term: t('schoolLife.nationalities.count'),
            value: life.nationalityCount === null ? null : format.number(life.nationalityCount),
          },
          { term: t('schoolLife.nationalities.title'), value: format.list(nationalities) },
          { term: t('schoolLife.busAreas.label'), value: format.list(life.busAreas) },
        ]}
      />
      {life.termDates.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('schoolLife.terms.title')}</Title>
          <DateRangeTable
            testId="admission-terms"
            caption={t('schoolLife.terms.title')}
            headers={[
              t('schoolLife.terms.name'),
              t('schoolLife.terms.startsOn'),
              t('schoolLife.terms.endsOn'),
            ]}
            rows={life.termDates.map((term) => ({
              name: term.name,
              from: term.startsOn,
              to: term.endsOn,
            }))}
          />
        </Stack>
      )}
      <Text size="sm" c="gray.7">
        {confirmedOn && t('admissions.detail.confirmed', { date: format.date(confirmedOn, 'long') })}{' '}
        {t('admissions.detail.community')} <EditSchoolLink school={school} />
      </Text>
    </Stack>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const AdmissionsTab = withMantine(AdmissionsPanel);
