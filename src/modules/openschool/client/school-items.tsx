import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ResultOf } from 'gql.tada';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../../core/client/graphql/public-graphql';
import { cityAndCountry } from '../../../core/shared/city-and-country';
import { numberFormat } from '../../../core/shared/intl-formats';
import { LANGUAGES } from '../../../core/shared/languages';
import { formatMoney } from '../shared/money';
import { CompareToggle } from './compare/compare-toggle';
import { FeeAmount } from './fee-amount';

/** What every school card shows: name, place and average fee. The home page asks these only. */
export const SCHOOL_CARD_FIELDS = graphql(`
  fragment SchoolCardFields on School { _id name slug city country countrySlug countryName avgFees }
`);

/** What the list page's cards add: curriculums, ages, boarding and rating. */
export const SCHOOL_FACTS_FIELDS = graphql(`
  fragment SchoolFactsFields on School {
    ageFrom ageTo boarding rating ratingCount curriculums { _id slug name shortName }
  }
`);

/** A school as a card shows it; the facts are absent on the home page. */
export type SchoolListItem = ResultOf<typeof SCHOOL_CARD_FIELDS> &
  Partial<ResultOf<typeof SCHOOL_FACTS_FIELDS>>;

/** A currency to show fees in besides US dollars. */
export const SHOWN_CURRENCY_FIELDS = graphql(`
  fragment ShownCurrencyFields on ExchangeRate { currency unitsPerUsd minorDigits }
`);

export type ShownCurrency = ResultOf<typeof SHOWN_CURRENCY_FIELDS>;

const localeOf = (language: string) =>
  LANGUAGES.find((entry) => entry.languageCode === language)?.localeCode ?? 'en-US';

/** The average fee in the visitor's currency, rounded to whole units: a converted fee is an estimate. */
function ConvertedFee(props: { avgFees: number; currency: ShownCurrency }) {
  const { t, i18n } = useTranslation('openschool');
  const whole = Math.round(props.avgFees * props.currency.unitsPerUsd);
  const amount = formatMoney(
    { amountMinor: whole * 10 ** props.currency.minorDigits, ...props.currency },
    localeOf(i18n.language),
  );
  return (
    <Text size="sm" c="gray.7" ta="right">
      {t('list.item.converted', { amount })}
    </Text>
  );
}

/** Curriculums, ages, boarding and rating: the rest of what a parent scans first. */
function SchoolFacts(props: { school: SchoolListItem }) {
  const { t, i18n } = useTranslation('openschool');
  const { school } = props;
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
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
            rating: number.format(school.rating),
            count: school.ratingCount ?? 0,
          })}
        </Text>
      )}
    </Group>
  );
}

/**
 * Schools as cards: the name links to the school's page, then city and country, average fee
 * (in US dollars, and in the visitor's currency when one is chosen), curriculums, ages, rating.
 */
export function SchoolItems(props: {
  schools: SchoolListItem[];
  labelledBy?: string;
  currency?: ShownCurrency | null;
}) {
  const { currency } = props;
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={props.labelledBy}
      data-testid="school-list"
    >
      {props.schools.map((school) => (
        <Paper component="li" key={school._id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={600} fz="lg">
                {school.name}
              </Anchor>
              <Text size="sm" c="gray.7" data-testid="school-place">
                {cityAndCountry(school.city, school.countryName)}
              </Text>
              <SchoolFacts school={school} />
            </div>
            <div style={{ flexShrink: 0 }}>
              <Text fw={500} ta="right">
                <FeeAmount avgFees={school.avgFees} />
              </Text>
              {currency && currency.currency !== 'USD' && school.avgFees !== null && (
                <ConvertedFee avgFees={school.avgFees} currency={currency} />
              )}
              <Group justify="flex-end" mt="xs">
                <CompareToggle schoolId={school._id} name={school.name} />
              </Group>
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
