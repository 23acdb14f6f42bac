import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MapFrame } from '@/core/client/map/map-frame';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage, notFoundMeta } from '@/core/client/not-found-page';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, type MapPosition, positionOfSegment } from '@/core/shared/map-viewport';
import { MIN_PLACE_ZOOM } from '@/modules/place/shared/place-schemas';
import { CentrePin } from './centre-pin';
import { MyPlaces } from './my-places';

/** `/map/add` or `/map/add@lat,lng,zoomz`: where the map starts; null for any other `/map/…`. */
const positionOf = (params: Record<string, string | undefined>) => positionOfSegment(params.addAt, 'add');

export async function prefetch({ params }: PageLoaderArgs) {
  return positionOf(params) ? undefined : PAGE_NOT_FOUND;
}

export const meta: PageMetaSource = (args) =>
  positionOf(args.params)
    ? {
        title: args.t('place:add.title'),
        description: args.t('place:add.description'),
        url: '/map/add',
        // A step of a form: nothing for search engines.
        noindex: true,
      }
    : notFoundMeta(args);

/**
 * /map/add: the first step of adding a place. The member moves the map until the pin at its
 * centre points at the place, close enough to be exact, then goes on to the form.
 */
export function Component() {
  const { t } = useTranslation('place');
  const params = useParams();
  const position = positionOf(params);
  const [point, setPoint] = useState<MapPosition | null>(null);
  if (!position) return <NotFoundPage />;
  const chosen = point ?? position;
  const closeEnough = chosen.zoom >= MIN_PLACE_ZOOM;
  return (
    <Container size="xl" py="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('add.title')}
        </Title>
        <Text c="gray.7">{t('add.intro')}</Text>
        <MapFrame
          label={t('add.mapLabel')}
          height="calc(100vh - 300px)"
          initial={position}
          nearVisitor={params.addAt === undefined}
          addressPrefix="/map/add"
          onMove={setPoint}
        >
          <CentrePin />
        </MapFrame>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {closeEnough ? t('add.pointHere') : t('add.zoomCloser')}
          </Text>
          <Group gap="sm">
            <Anchor component={Link} to="/map">
              {t('add.backToMap')}
            </Anchor>
            {closeEnough ? (
              <Button
                component={Link}
                // Digits, dots, commas, `@` and `z`: nothing to escape in a query.
                to={`/map/add/form?at=${formatMapPosition(chosen)}`}
                autoContrast
              >
                {t('add.continue')}
              </Button>
            ) : (
              <Button disabled>{t('add.continue')}</Button>
            )}
          </Group>
        </Group>
        <MyPlaces />
      </Stack>
    </Container>
  );
}
