import { useState } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { DATA_QUERY, settingsMap } from '@/core/client/data-query';
import { enabledMapFilters, readMapFilters } from '@/core/client/map/map-filters';
import { MapFrame } from '@/core/client/map/map-frame';
import { MapLinks } from '@/core/client/map/map-links';
import { mapMarkersQuery } from '@/core/client/map/map-markers.query';
import { markerKindsOf, useMarkerKinds } from '@/core/client/map/marker-kinds';
import { stillMarkersView } from '@/core/client/map/still-first-map';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { type AddressOf, PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage, notFoundMeta } from '@/core/client/not-found-page';
import { PlainAlert } from '@/core/client/plain-alert';
import { PlainContainer, PlainGroup, PlainStack } from '@/core/client/plain-layout';
import { anchorClassName, PlainText, PlainTitle, textClassName } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, type MapPosition, positionOfSegment } from '@/core/shared/map-viewport';

/** `/map` or `/map@lat,lng,zoomz`: the position the address asks for; null when it is not one. */
const positionOf = (params: Record<string, string | undefined>) => positionOfSegment(params.mapAt, 'map');

/** A list's map (`?country=SG&curriculum=ib-dp`): the filters its address names; null for the whole map. */
export async function readAddress(url: URL) {
  return { filters: url.search.length > 1 ? await readMapFilters(url.search.slice(1)) : null };
}

/**
 * Any other one-segment address falls on this route: it answers 404, as it would without it.
 * The still map's markers come with the page's HTML, a list's map's too, filtered as it asks.
 */
export async function prefetch({ params, client, address }: PageLoaderArgs<AddressOf<typeof readAddress>>) {
  const position = positionOf(params);
  if (!position) return PAGE_NOT_FOUND;
  const settings = settingsMap(client.readQuery({ query: DATA_QUERY })?.settings.items);
  const filters = enabledMapFilters(address.filters ?? undefined, settings);
  await client.query({
    query: mapMarkersQuery(filters.arguments),
    variables: { ...stillMarkersView(position), ...filters.values },
  });
  return undefined;
}

/**
 * The page's texts: of schools and places while another module's markers (the places') join the
 * schools', of schools alone otherwise.
 */
function textsOf(t: (key: string) => string, kinds: ReadonlyMap<string, unknown>) {
  return kinds.size > 1
    ? {
        title: t('openschool:map.title'),
        description: t('openschool:map.description'),
        intro: t('openschool:map.intro'),
      }
    : {
        title: t('openschool:map.schoolsOnly.title'),
        description: t('openschool:map.schoolsOnly.description'),
        intro: t('openschool:map.schoolsOnly.intro'),
      };
}

/** Plain elements only: the map, which renders Mantine components, loads apart with its providers. */
export const plainElements = true;

export const meta: PageMetaSource = (args) => {
  if (!positionOf(args.params)) return notFoundMeta(args);
  const { title, description } = textsOf(args.t, markerKindsOf(args.settings));
  // The map as home page (MAP_HOME) is the home page; anywhere else, it is /map.
  return { title, description, url: args.url.pathname === '/' ? '/' : '/map' };
};

/**
 * The map of schools (and of places beside them while that module is on): clusters that open as
 * one zooms in, each marker a card.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const params = useParams();
  const position = positionOf(params);
  // `/map?country=SG&curriculum=ib-dp`: the schools of a list ("Show on map" on the list page).
  const { search } = useLocation();
  const listFilter = search.length > 1 ? search.slice(1) : null;
  const { filters } = useLoaderData<typeof readAddress>();
  // Where the map looks now: adding a place starts there.
  const [looking, setLooking] = useState<MapPosition | null>(null);
  const texts = textsOf(t, useMarkerKinds());
  if (!position) return <NotFoundPage />;
  return (
    <PlainContainer size="xl" style={{ paddingBlock: 'var(--mantine-spacing-md)' }}>
      <PlainStack gap="sm">
        <PlainGroup justify="space-between" align="flex-end" gap="sm">
          <PlainStack gap={4}>
            <PlainTitle order={1} size="h2">
              {texts.title}
            </PlainTitle>
            <PlainText c="gray.7">{texts.intro}</PlainText>
          </PlainStack>
          <MapLinks position={looking ?? position} />
        </PlainGroup>
        {listFilter && (
          <PlainAlert color="blue" data-testid="map-list-filter">
            <PlainGroup gap="sm">
              <PlainText size="sm">{t('map.listOnly')}</PlainText>
              <Link
                className={`${anchorClassName} ${textClassName('sm')}`}
                to={`/map${formatMapPosition(looking ?? position)}`}
              >
                {t('map.allSchools')}
              </Link>
            </PlainGroup>
          </PlainAlert>
        )}
        <MapFrame
          label={texts.title}
          height="calc(100vh - 220px)"
          initial={position}
          nearVisitor={params.mapAt === undefined}
          filters={filters ?? undefined}
          onMove={setLooking}
          // A picture first, in the page's HTML: Leaflet only for a visitor who moves the map.
          still
        />
        <PlainText size="sm" c="gray.7">
          {t('map.byCountry')}{' '}
          <Link className={anchorClassName} to="/countries">
            {t('map.countries')}
          </Link>
        </PlainText>
      </PlainStack>
    </PlainContainer>
  );
}
