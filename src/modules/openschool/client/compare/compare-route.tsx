import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { AddressOf, PageLoaderArgs } from '@/core/client/module';
import { PageLayout } from '@/core/client/page-layout';
import { cookieValueOf } from '@/core/client/request-cookies';
import { DelayedLoader } from '@/core/client/states/delayed-loader';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import type { PostedForm } from '@/core/shared/posted-form';
import {
  type CompareParams,
  comparedIdsOf,
  compareSearchOf,
} from '@/modules/openschool/shared/compare-search';
import { COMPARE_MAX } from '@/modules/openschool/shared/directory-constants';
import { SHORTLIST_COOKIE, shortlistIdsOf } from '@/modules/openschool/shared/guest-shortlist-cookie';
import { SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-limits';
import { SchoolAlertsSwitch } from '../alerts/school-alerts-switch';
import { RememberedFamilyOffer } from '../family/remembered-family';
import { ShortlistPicker } from '../shortlist/shortlist-picker';
import { useShortlist } from '../shortlist/use-shortlist';
import { COMPARE_QUERY } from './compare.query';
import { CompareActions } from './compare-actions';
import { CompareChildAge } from './compare-child-age';
import { CompareEmpty } from './compare-empty';
import { CompareFamily } from './compare-family';
import { CompareTable } from './compare-table';
import type { VisitorCurrency } from './compare-text';

/** The query's variables for the URL's schools and child. */
const variablesOf = (params: CompareParams, ids: readonly string[]) => ({
  ids: [...ids],
  age: params.age,
  grade: params.grade,
  children: params.children.length > 0 ? params.children : null,
  move: params.children.length > 0 ? params.move : null,
});

/** Reading a comparison's address: its checks, with zod, apart from the page's first script. */
const loadCompareParams = () => import('@/modules/openschool/shared/compare-params');

/** The schools and the child the address names, and whether it names schools: the loader's data. */
export async function readAddress(url: URL) {
  const { compareParamsOf } = await loadCompareParams();
  return { ...compareParamsOf(url.searchParams), named: url.searchParams.has('ids') };
}

/**
 * On the server: the schools the URL names (`?ids=a,b&age=11`), so a shared comparison
 * renders at once, with the figures for the child's age; without ids, a guest's first schools
 * of their shortlist (its cookie), as the page shows them.
 */
export async function prefetch({ address, request, client }: PageLoaderArgs<AddressOf<typeof readAddress>>) {
  const { named, ...params } = address;
  const ids = named
    ? comparedIdsOf(params)
    : shortlistIdsOf(cookieValueOf(request.headers.get('cookie') ?? '', SHORTLIST_COOKIE)).slice(
        0,
        COMPARE_MAX,
      );
  if (ids.length > 0) await client.query({ query: COMPARE_QUERY, variables: variablesOf(params, ids) });
}

// A comparison is a visitor's own combination of schools: not a page for search engines.
export const meta: PageMetaSource = ({ t }) => ({
  title: t('openschool:compare.title'),
  description: t('openschool:compare.description'),
  noindex: true,
});

/**
 * /compare: up to four schools side by side. The URL names them (`?ids=a,b,c`), and the child
 * the figures are for (`age=11` or `grade=UK-Y7`, as the list names them), so a comparison can
 * be shared; opened without schools, it takes the first schools of the shortlist.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const navigate = useNavigate();
  const shortlist = useShortlist();
  // A compare button posted without scripts that the server refused (decision 081).
  const refused = (useActionData() as PostedForm | undefined)?.result.code;
  const { named, ...params } = useLoaderData<typeof readAddress>();
  const entries = shortlist.entries;
  const ids = named ? comparedIdsOf(params) : (entries?.slice(0, COMPARE_MAX).map((e) => e.id) ?? null);
  // Every change keeps the rest of the address: the child's age stays as schools come and go.
  const { age, grade, children, move, currency } = params;
  const show = (change: Partial<CompareParams>) =>
    navigate(
      { search: compareSearchOf({ ids: ids ?? [], age, grade, children, move, currency, ...change }) },
      { replace: true },
    );
  const showIds = (next: readonly string[]) => show({ ids: [...next] });

  // Opened without schools named: the shortlist's first ones go into the URL, to be shared.
  useEffect(() => {
    if (named || !entries || entries.length === 0) return;
    const first = entries.slice(0, COMPARE_MAX).map((entry) => entry.id);
    navigate(
      { search: compareSearchOf({ ids: first, age, grade, children, move, currency }) },
      { replace: true },
    );
  }, [named, entries, navigate, age, grade, children, move, currency]);

  const compared = useQuery(COMPARE_QUERY, {
    variables: variablesOf(params, ids ?? []),
    skip: !ids || ids.length === 0,
  });
  const result = compared.data?.compareSchools;
  const schools = result?.items ?? [];
  const rates = compared.data?.exchangeRates ?? [];
  const visitor: VisitorCurrency | null =
    currency && currency !== 'USD' && rates.some((rate) => rate.currency === currency)
      ? { currency, rates: new Map(rates.map((rate) => [rate.currency, rate])) }
      : null;

  return (
    <PageLayout>
      <Stack gap="lg">
        <header>
          <Title order={1}>{t('compare.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('compare.description')}
          </Text>
        </header>
        {refused && (
          <Alert color="yellow" role="alert">
            {t(refused === 'shortlist.full' ? 'shortlist.full' : `errors:${refused}`, { max: SHORTLIST_MAX })}
          </Alert>
        )}
        {params.ids.length > COMPARE_MAX && (
          <Alert color="yellow">{t('compare.tooMany', { max: COMPARE_MAX })}</Alert>
        )}
        {result && result.unknownIds.length > 0 && (
          <Alert color="yellow">{t('compare.unknown', { count: result.unknownIds.length })}</Alert>
        )}
        {ids !== null &&
          ids.length > 0 &&
          (children.length > 0 ? (
            // A family set: shown, changed or cleared in place of the one child's age.
            <CompareFamily
              family={children}
              move={move}
              onChange={(next) => show({ ...next, age: null, grade: null })}
            />
          ) : (
            <Stack gap="xs">
              <CompareChildAge
                // A school year asked (`grade=UK-Y7`) shows as the age it stands for, once known.
                age={params.age ?? result?.age ?? null}
                onChange={(next) => show({ age: next, grade: null, children: [], move: null })}
              />
              <RememberedFamilyOffer onUse={(family) => show({ ...family, age: null, grade: null })} />
            </Stack>
          ))}
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
                  atAge={result?.age ?? null}
                  years={result?.atAge ?? []}
                  family={children.length > 0 ? (result?.family ?? []) : null}
                  familyChildren={children}
                  shortlist={shortlist}
                  visitor={visitor}
                  onRemove={(school) => showIds(ids.filter((id) => id !== school._id))}
                />
              )
            }
          </QueryState>
        )}
        {schools.length > 0 && (
          <CompareActions
            schools={schools}
            shortlist={shortlist}
            search={compareSearchOf({ ...params, ids: schools.map((school) => school._id) })}
          />
        )}
        {entries && entries.length > 0 && (
          <ShortlistPicker
            // A school added without scripts has no name in this browser yet: the comparison's.
            entries={entries.map((entry) => ({
              ...entry,
              name: entry.name || (schools.find((school) => school._id === entry.id)?.name ?? ''),
            }))}
            compared={ids ?? []}
            signedIn={shortlist.signedIn}
            onCompare={(id, checked) =>
              showIds(checked ? [...(ids ?? []), id] : (ids ?? []).filter((entryId) => entryId !== id))
            }
            onRemove={async (entry) => {
              await shortlist.remove(entry.id);
              if (ids?.includes(entry.id)) showIds(ids.filter((id) => id !== entry.id));
            }}
            onSaveNote={shortlist.setNote}
          />
        )}
        {shortlist.signedIn && <SchoolAlertsSwitch />}
      </Stack>
    </PageLayout>
  );
}
