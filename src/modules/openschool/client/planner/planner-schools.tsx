import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { PLACE_COLORS } from '../detail/admissions/admission-tables';
import type { PlannedSchoolItem, RelocationPlanItem } from './planner.query';

/** A school's page, and the compare page for each child's year there. */
function SchoolLinks(props: { school: PlannedSchoolItem }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  return (
    <Group gap="md">
      {school.years.map((year) =>
        year.placement.grade ? (
          <Anchor
            key={year.childIndex}
            component={Link}
            to={`/compare?ids=${school._id}&grade=${encodeURIComponent(`${school.gradeSystem}-${year.placement.grade.code}`)}`}
            size="sm"
          >
            {t('planner.compareFor', { number: year.childIndex + 1, grade: year.placement.grade.name })}
          </Anchor>
        ) : null,
      )}
    </Group>
  );
}

/** Whether each child's school year has places, as the school says (nothing when it does not). */
function SchoolPlaces(props: { school: PlannedSchoolItem }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const known = props.school.years.flatMap((year) =>
    year.places && year.placement.grade
      ? [{ childIndex: year.childIndex, grade: year.placement.grade.name, places: year.places }]
      : [],
  );
  if (known.length === 0) return null;
  return (
    <Group gap={6} data-testid="planned-places">
      {known.map(({ childIndex, grade, places }) => (
        <Badge
          key={childIndex}
          color={PLACE_COLORS[places.status]}
          variant="light"
          c="dark.7"
          title={t('admissions.detail.confirmed', { date: format.date(places.confirmedOn, 'long') })}
        >
          {t('planner.places', {
            number: childIndex + 1,
            grade,
            status: t(`admissions.placeStatus.${places.status}`),
          })}
          {places.stale && ` · ${t('admissions.detail.staleBadge')}`}
        </Badge>
      ))}
    </Group>
  );
}

/** The destination's schools that teach every child's year, in the plan's order. */
export function PlannerSchools(props: { plan: RelocationPlanItem }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { schools } = props.plan;
  return (
    <section aria-labelledby="planner-schools">
      <Title order={2} size="h3" id="planner-schools" mb="sm">
        {t('planner.schools', { count: schools.length })}
      </Title>
      {schools.length === 0 && <Text>{t('planner.noSchool')}</Text>}
      <Stack gap="sm">
        {schools.map((school) => (
          <Card key={school._id} withBorder data-testid="planned-school">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={700}>
                  {school.name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {school.city} · {school.years.map((year) => year.placement.grade?.name).join(', ')}
                </Text>
                {school.continuity > 0 && (
                  <Badge color="teal" variant="light" c="dark.7" w="fit-content">
                    {t(`planner.continuity${school.continuity}`)}
                  </Badge>
                )}
                <SchoolPlaces school={school} />
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={700}>
                  {school.total
                    ? t('planner.total', { amount: format.money(school.total) })
                    : t('planner.totalUnknown')}
                </Text>
                {school.overBudget && (
                  <Badge color="red" variant="light" c="dark.7">
                    {t('planner.overBudget')}
                  </Badge>
                )}
              </Stack>
            </Group>
            <SchoolLinks school={school} />
          </Card>
        ))}
      </Stack>
    </section>
  );
}
