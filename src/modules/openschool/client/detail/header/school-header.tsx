import { Anchor, Badge, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { CompareToggle } from '@/modules/openschool/client/compare/compare-toggle';
import { ConvertedAmount } from '@/modules/openschool/client/converted-amount';
import { EditSchoolLink } from '@/modules/openschool/client/edit/edit-school-link';
import { FeeAmount } from '@/modules/openschool/client/fee-amount';
import { LabelBadge } from '../label-badge';
import { RatingSummary } from '../ratings/rating-summary';
import type { SchoolDetailView } from '../school-detail.query';
import { EnquireMenu } from './enquire-menu';
import { SchoolDates } from './school-dates';

/**
 * The school's name (with the shortlist's Compare beside it) and place, what it teaches, its
 * average fee and rating, when it changed and was checked.
 */
export function SchoolHeader(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  // What it charges in, beside the dollar average: its tuition's currency.
  const ownRate = school.feeCurrency?.currency === 'USD' ? null : school.feeCurrency;
  return (
    <Stack component="header" gap="xs">
      <nav aria-label={t('detail.breadcrumb')}>
        <Breadcrumbs separator="›" fz="sm">
          <Anchor component={Link} to="/schools">
            {t('menu')}
          </Anchor>
          <Anchor component={Link} to={`/schools/${school.countrySlug}`}>
            {school.countryName}
          </Anchor>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          {school.name}
        </Title>
        <CompareToggle schoolId={school._id} name={school.name} size="sm" />
      </Group>
      <Text c="gray.7" data-testid="school-place">
        {cityAndCountry(school.cityName, school.countryName)}
      </Text>
      {school.otherNames.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('detail.otherNames', { names: school.otherNames.join(' · ') })}
        </Text>
      )}
      {(school.curriculums.length > 0 || school.boarding) && (
        <Group gap={6}>
          {school.curriculums.map((curriculum) => (
            <LabelBadge key={curriculum._id}>{curriculum.shortName ?? curriculum.name}</LabelBadge>
          ))}
          {school.boarding && (
            <Badge
              variant="outline"
              color="gray"
              tt="none"
              size="md"
              styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
            >
              {t('detail.facts.boardingYes')}
            </Badge>
          )}
        </Group>
      )}
      <Group gap="lg" wrap="wrap">
        <div>
          <Text fw={600}>
            <FeeAmount avgFees={school.avgFees} />
          </Text>
          {ownRate && school.avgFees !== null && (
            <ConvertedAmount usd={school.avgFees} currency={ownRate} yearly of="school" align="left" />
          )}
        </div>
        <RatingSummary ratingAvg={school.ratingAvg} ratingCount={school.ratingCount} />
        <SchoolDates school={school} />
        <EditSchoolLink school={school} />
        <EnquireMenu school={school} />
      </Group>
    </Stack>
  );
}
