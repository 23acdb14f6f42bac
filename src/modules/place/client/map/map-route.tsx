import { Anchor, Box, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PageMetaSource } from '../../../../core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '../../../../core/client/module';
import { NotFoundPage, notFoundMeta } from '../../../../core/client/not-found-page';
import { type MapPosition, parseMapPosition } from '../../shared/map-viewport';

/** Leaflet touches `window` when imported: the map loads in the browser, once the page is there. */
const MarkersMap = lazy(() => import('./markers-map'));

/** Where the map opens without a position in its address: the world, where the schools are. */
const WORLD: MapPosition = { latitude: 20, longitude: 10, zoom: 2 };

/** `/map` or `/map@lat,lng,zoomz`: the position the address asks for; null when it is not one. */
function positionOf(params: Record<string, string | undefined>): MapPosition | null {
  if (params.mapAt === undefined) return WORLD;
  return params.mapAt.startsWith('map') ? parseMapPosition(params.mapAt.slice(3)) : null;
}

/** Any other one-segment address falls on this route: it answers 404, as it would without it. */
export async function prefetch({ params }: PageLoaderArgs) {
  return positionOf(params) ? undefined : PAGE_NOT_FOUND;
}

export const meta: PageMetaSource = (args) =>
  positionOf(args.params)
    ? {
        title: args.t('place:map.title'),
        description: args.t('place:map.description'),
        // The map as home page (MAP_HOME) is the home page; anywhere else, it is /map.
        url: args.url.pathname === '/' ? '/' : '/map',
      }
    : notFoundMeta(args);

/** The map of schools (and places): clusters that open as one zooms in, each school a card. */
export function Component() {
  const { t } = useTranslation('place');
  const params = useParams();
  const position = positionOf(params);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!position) return <NotFoundPage />;
  const loading = (
    <Center h="100%">
      <Loader aria-label={t('map.loading')} />
    </Center>
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('map.title')}
        </Title>
        <Text c="gray.7">{t('map.intro')}</Text>
        <Box
          h="calc(100vh - 220px)"
          mih={360}
          bg="gray.1"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
          role="region"
          aria-label={t('map.label')}
          data-testid="markers-map"
        >
          {mounted ? (
            <Suspense fallback={loading}>
              <MarkersMap initial={position} nearVisitor={params.mapAt === undefined} />
            </Suspense>
          ) : (
            loading
          )}
        </Box>
        <Text size="sm" c="gray.7">
          {t('map.byCountry')}{' '}
          <Anchor component={Link} to="/countries">
            {t('map.countries')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
