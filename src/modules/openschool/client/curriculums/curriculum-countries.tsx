import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Columns } from '@/core/client/layout/columns';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { FeeAmount } from '../fee-amount';
import type { CurriculumCountryView, CurriculumView } from './curriculums.query';

/**
 * Where a curriculum is taught, country by country: how many listed schools, the first few,
 * and a link to the country's list filtered on the curriculum for the rest.
 */
export function CurriculumCountries(props: {
  curriculum: CurriculumView;
  countries: CurriculumCountryView[];
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { curriculum, countries } = props;
  const label = curriculum.shortName ?? curriculum.name;
  return (
    <Stack gap="lg">
      <nav aria-label={t('curriculums.detail.countryIndex')}>
        <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {countries.map((country) => (
            <li key={country._id}>
              <Anchor href={`#country-${country._id}`} size="sm">
                {country.name} ({format.number(country.count)})
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
      <Columns
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xl"
        verticalSpacing="lg"
        data-testid="curriculum-countries"
      >
        {countries.map((country) => (
          <Stack component="section" key={country._id} gap={4} aria-labelledby={`country-${country._id}`}>
            <Title order={3} id={`country-${country._id}`}>
              {country.name}{' '}
              <Text span c="gray.7" fw={400}>
                ({format.number(country.count)})
              </Text>
            </Title>
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
              {country.schools.map((school) => (
                <li key={school._id}>
                  <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`}>
                    {school.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="gray.7">
                    {school.city} · <FeeAmount avgFees={school.avgFees} />
                  </Text>
                </li>
              ))}
            </Stack>
            {country.count > country.schools.length && (
              <Anchor
                component={Link}
                to={`/schools/${country.slug}?curriculum=${encodeURIComponent(curriculum.slug)}`}
                size="sm"
              >
                {t('curriculums.detail.allInCountry', {
                  count: country.count,
                  formatted: format.number(country.count),
                  country: country.name,
                  curriculum: label,
                })}
              </Anchor>
            )}
          </Stack>
        ))}
      </Columns>
    </Stack>
  );
}
