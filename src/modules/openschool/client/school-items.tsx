import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem } from '@/core/client/card-list';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import type { FeeBasis } from '../shared/schools-query';
import { CompareToggle } from './compare/compare-toggle';
import { SchoolCardFee } from './school-card-fee';
import type { SchoolCardView, ShownCurrency } from './school-card-fields';

/** Curriculums, ages, boarding and rating: the rest of what a parent scans first. */
function SchoolFacts(props: { school: SchoolCardView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const format = useFormat();
  const curriculums = school.curriculums ?? [];
  const hasAges = school.ageFrom != null && school.ageTo != null;
  if (curriculums.length === 0 && !hasAges && !school.boarding && school.rating == null) return null;
  return (
    <Group gap={6} mt={6} wrap="wrap">
      {curriculums.map((curriculum) => (
        <Badge
          key={curriculum._id}
          variant="light"
          color="brand"
          c="brand.9"
          radius="sm"
          tt="none"
          title={curriculum.name}
        >
          {curriculum.shortName ?? curriculum.name}
        </Badge>
      ))}
      {hasAges && (
        <Text size="sm" c="gray.7" component="span">
          {t('list.item.ages', { from: school.ageFrom, to: school.ageTo })}
        </Text>
      )}
      {school.boarding && (
        <Text size="sm" c="gray.7" component="span">
          · {t('list.item.boarding')}
        </Text>
      )}
      {school.rating != null && (
        <Text size="sm" c="gray.8" component="span" fw={500}>
          {t('list.item.rating', {
            rating: format.number(school.rating, { maximumFractionDigits: 1 }),
            count: school.ratingCount ?? 0,
          })}
        </Text>
      )}
    </Group>
  );
}

/**
 * Schools as cards: the name links to the school's page, then city and country, the fee (see
 * SchoolCardFee), curriculums, ages, rating.
 */
/**
 * A card's link to its school: in the list's currency when one is chosen, which the school's
 * tabs keep (its fees in that currency, without scripts too).
 */
function schoolLinkOf(school: SchoolCardView, currency: ShownCurrency | null | undefined): string {
  const path = `/schools/${school.countrySlug}/${school._id}`;
  return currency && currency.currency !== 'USD'
    ? `${path}?${new URLSearchParams({ currency: currency.currency })}`
    : path;
}

export function SchoolItems(props: {
  schools: SchoolCardView[];
  labelledBy?: string;
  currency?: ShownCurrency | null;
  /** Set when the list is for a child's school year: its fees are shown, read on this basis. */
  basis?: FeeBasis;
}) {
  return (
    <CardList labelledBy={props.labelledBy} testId="school-list">
      {props.schools.map((school) => (
        <CardListItem key={school._id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={schoolLinkOf(school, props.currency)} fw={600} fz="lg">
                {school.name}
              </Anchor>
              <Text size="sm" c="gray.7" data-testid="school-place">
                {cityAndCountry(school.cityName, school.countryName)}
              </Text>
              <SchoolFacts school={school} />
            </div>
            {/* At most half the card: a long line of fees (the school's own currency) wraps. */}
            <div style={{ flexShrink: 0, maxWidth: '50%' }}>
              <SchoolCardFee school={school} currency={props.currency} basis={props.basis} />
              <Group justify="flex-end" mt="xs">
                <CompareToggle schoolId={school._id} name={school.name} />
              </Group>
            </div>
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}
