import { Link } from 'react-router';
import { Columns } from '@/core/client/layout/columns';
import { PlainStack } from '@/core/client/plain-layout';
import { PlainText, PlainTitle } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { HomeCountryCount } from './home.query';

// Plain elements for the ~100 items: Mantine components cost ~0.1 ms each to server-render.
const LINK_STYLE = { color: 'var(--mantine-color-brand-9)', textDecoration: 'none' };
const COUNT_STYLE = { color: 'var(--mantine-color-gray-7)', fontSize: 'var(--mantine-font-size-sm)' };

/** Every country that has schools, with how many, linking to its school list. */
export function CountryCounts(props: { countries: HomeCountryCount[] }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const headingId = 'home-countries-heading';
  return (
    <PlainStack component="section" aria-labelledby={headingId} gap="md">
      <PlainTitle order={2} id={headingId}>
        {t('home.countries.title')}
      </PlainTitle>
      {props.countries.length === 0 ? (
        <PlainText>{t('home.countries.empty')}</PlainText>
      ) : (
        <Columns
          component="ul"
          cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
          spacing="xs"
          data-testid="country-counts"
        >
          {props.countries.map((country) => (
            <li key={country._id}>
              <Link to={`/schools/${country.slug}`} style={LINK_STYLE}>
                {country.name}
              </Link>{' '}
              <span style={COUNT_STYLE}>({format.number(country.count)})</span>
            </li>
          ))}
        </Columns>
      )}
    </PlainStack>
  );
}
