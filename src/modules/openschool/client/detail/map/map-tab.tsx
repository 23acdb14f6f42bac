import { Anchor, Box, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { tileUrlOf } from '@/core/client/map/map-tiles';
import { PlainLoadingArea } from '@/core/client/plain-button';
import { useSettings } from '@/core/client/site-data';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { POINTS_FROM_ZOOM } from '@/core/shared/map-zoom';
import { NotKnownYet } from '@/modules/openschool/client/edit/not-known-yet';
import type { SchoolDetailView } from '../school-detail.query';

/** Leaflet touches `window` when imported: it is loaded in the browser, after the tab mounts. */
const SchoolMap = lazy(() => import('./school-map'));

/** Coordinates in a map address have 7 decimals at most (spec section 9). */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** The map tab: the school's marker on OpenStreetMap tiles (or those of MAP_TILE_URL). */
function MapPanel(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const settings = useSettings();
  const tileUrl = tileUrlOf(settings);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (school.latitude === null || school.longitude === null) {
    return <NotKnownYet school={school} add="it" />;
  }
  const { latitude, longitude } = school;
  const loading = <PlainLoadingArea label={t('detail.map.loading')} />;
  return (
    <Stack gap="sm">
      <Box
        h={420}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
        bg="gray.1"
        data-testid="school-map"
        role="region"
        aria-label={t('detail.map.label', { name: school.name })}
      >
        {mounted ? (
          <Suspense fallback={loading}>
            <SchoolMap latitude={latitude} longitude={longitude} name={school.name} tileUrl={tileUrl} />
          </Suspense>
        ) : (
          loading
        )}
      </Box>
      <Text size="sm">
        {school.address ?? cityAndCountry(school.cityName, school.countryName)} ·{' '}
        <Anchor
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
          target="_blank"
          rel="noopener"
        >
          {t('detail.map.open')}
        </Anchor>
        {' · '}
        {/* The map of schools around this one. */}
        <Anchor component={Link} to={`/map@${round7(latitude)},${round7(longitude)},${POINTS_FROM_ZOOM}z`}>
          {t('detail.map.around')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const MapTab = withMantine(MapPanel);
