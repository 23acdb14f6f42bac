import { Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { PageLoaderArgs } from '@/core/client/module';
import { PageLayout } from '@/core/client/page-layout';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import classes from './countries.module.css';
import { COUNTRIES_PAGE_QUERY, type CountryCountView } from './countries.query';
import { groupByLetter } from './letter-groups';

export async function prefetch({ client }: PageLoaderArgs) {
  await client.query({ query: COUNTRIES_PAGE_QUERY });
}

export const meta: PageMetaSource = ({ t }) => ({
  title: t('openschool:countries.title'),
  description: t('openschool:countries.description'),
  url: '/countries',
});

// Plain elements for the ~100 countries: Mantine components cost ~0.1 ms each to server-render.
function CountryColumns(props: { countries: CountryCountView[] }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const groups = groupByLetter(props.countries, format.locale);
  return (
    <Stack gap="lg">
      <nav aria-label={t('countries.index')}>
        <ul className={classes.index}>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#letter-${encodeURIComponent(group.letter)}`} className={classes.link}>
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.columns} data-testid="country-columns">
        {groups.map((group) => (
          <section key={group.letter} className={classes.group} aria-labelledby={`letter-${group.letter}`}>
            <h2 className={classes.letter} id={`letter-${group.letter}`}>
              {group.letter}
            </h2>
            <ul className={classes.list}>
              {group.items.map((country) => (
                <li key={country._id}>
                  <Link to={`/schools/${country.slug}`} className={classes.link}>
                    {country.name}
                  </Link>{' '}
                  <span className={classes.count}>({format.number(country.count)})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Stack>
  );
}

/** /countries: every country with listed schools, by first letter in four columns, with counts. */
export function Component() {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { data, loading, error } = useQuery(COUNTRIES_PAGE_QUERY);
  const countries = data?.schoolsCountByCountry.items ?? [];
  const total = countries.reduce((sum, country) => sum + country.count, 0);
  return (
    <PageLayout>
      <Stack gap="lg">
        <header>
          <Title order={1}>{t('countries.title')}</Title>
          {data && (
            <Text c="gray.7" mt={4}>
              {t('countries.count', {
                count: countries.length,
                schools: format.number(total),
              })}
            </Text>
          )}
        </header>
        <QueryState loading={loading && !data} error={error} data={data}>
          {() =>
            countries.length === 0 ? (
              <Text>{t('countries.empty')}</Text>
            ) : (
              <CountryColumns countries={countries} />
            )
          }
        </QueryState>
      </Stack>
    </PageLayout>
  );
}
