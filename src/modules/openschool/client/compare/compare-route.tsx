import { useQuery } from '@apollo/client/react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageMetaSource } from '../../../../core/client/meta/page-meta';
import type { PageLoaderArgs } from '../../../../core/client/module';
import { DelayedLoader } from '../../../../core/client/states/delayed-loader';
import { QueryState } from '../../../../core/client/states/query-state';
import { COMPARE_MAX } from '../../shared/directory-constants';
import { compareIdsOf } from '../../shared/shortlist-input';
import { ShortlistPicker } from '../shortlist/shortlist-picker';
import { useShortlist } from '../shortlist/use-shortlist';
import { COMPARE_QUERY } from './compare.query';
import { CompareActions } from './compare-actions';
import { CompareEmpty } from './compare-empty';
import { CompareTable } from './compare-table';

/** On the server: the schools the URL names (`?ids=a,b`), so a shared comparison renders at once. */
export async function prefetch({ request, apollo }: PageLoaderArgs) {
  const ids = compareIdsOf(new URL(request.url).searchParams.get('ids')).slice(0, COMPARE_MAX);
  if (ids.length > 0) await apollo.query({ query: COMPARE_QUERY, variables: { ids } });
}

// A comparison is a visitor's own combination of schools: not a page for search engines.
export const meta: PageMetaSource = ({ t }) => ({
  title: t('openschool:compare.title'),
  description: t('openschool:compare.description'),
  noindex: true,
});

/**
 * /compare: up to four schools side by side. The URL names them (`?ids=a,b,c`), so a
 * comparison can be shared; opened without, it takes the first schools of the shortlist.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shortlist = useShortlist();
  const param = search.get('ids');
  const named = compareIdsOf(param);
  const entries = shortlist.entries;
  const ids =
    param !== null ? named.slice(0, COMPARE_MAX) : (entries?.slice(0, COMPARE_MAX).map((e) => e.id) ?? null);
  // Commas left as they are (setSearchParams would write %2C): the link reads better when shared.
  const showIds = useCallback(
    (next: readonly string[]) => navigate({ search: `?ids=${next.join(',')}` }, { replace: true }),
    [navigate],
  );

  // Opened without schools named: the shortlist's first ones go into the URL, to be shared.
  useEffect(() => {
    if (param === null && entries && entries.length > 0) {
      showIds(entries.slice(0, COMPARE_MAX).map((entry) => entry.id));
    }
  }, [param, entries, showIds]);

  const compared = useQuery(COMPARE_QUERY, { variables: { ids: ids ?? [] }, skip: !ids || ids.length === 0 });
  const result = compared.data?.compareSchools;
  const schools = result?.items ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <header>
          <Title order={1}>{t('compare.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('compare.description')}
          </Text>
        </header>
        {named.length > COMPARE_MAX && (
          <Alert color="yellow">{t('compare.tooMany', { max: COMPARE_MAX })}</Alert>
        )}
        {result && result.unknownIds.length > 0 && (
          <Alert color="yellow">{t('compare.unknown', { count: result.unknownIds.length })}</Alert>
        )}
        {ids === null ? (
          <DelayedLoader />
        ) : ids.length === 0 ? (
          <CompareEmpty />
        ) : (
          <QueryState loading={compared.loading && !result} error={compared.error} data={result}>
            {() =>
              schools.length === 0 ? (
                <CompareEmpty />
              ) : (
                <CompareTable
                  schools={schools}
                  onRemove={(school) => showIds(ids.filter((id) => id !== school._id))}
                />
              )
            }
          </QueryState>
        )}
        {schools.length > 0 && <CompareActions schools={schools} shortlist={shortlist} />}
        {entries && entries.length > 0 && (
          <ShortlistPicker
            entries={entries}
            compared={ids ?? []}
            signedIn={shortlist.signedIn}
            onCompare={(id, checked) =>
              showIds(checked ? [...(ids ?? []), id] : (ids ?? []).filter((entryId) => entryId !== id))
            }
            onRemove={async (entry) => {
              await shortlist.remove(entry.id);
              if (ids?.includes(entry.id)) showIds(ids.filter((id) => id !== entry.id));
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
