import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { tileUrlOf } from '@/core/client/map/map-tiles';
import { PlainLoadingArea } from '@/core/client/plain-button';
import { PlainStack } from '@/core/client/plain-layout';
import { anchorClassName, PlainText } from '@/core/client/plain-text';
import { useSettings } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { POINTS_FROM_ZOOM } from '@/core/shared/map-zoom';
import { NotKnownYet } from '@/modules/openschool/client/edit/not-known-yet';
import type { SchoolDetailView } from '../school-detail.query';

/** Leaflet touches `window` when imported: it is loaded in the browser, after the tab mounts. */
const SchoolMap = lazy(() => import('./school-map'));

/** Coordinates in a map address have 7 decimals at most (spec section 9). */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** The map's frame: rounded, grey until the tiles come. */
const FRAME_STYLE = {
  height: 420,
  borderRadius: 'var(--mantine-radius-md)',
  overflow: 'hidden',
  isolation: 'isolate',
  backgroundColor: 'var(--mantine-color-gray-1)',
} as const;

/**
 * The map tab: the school's marker on OpenStreetMap tiles (or those of MAP_TILE_URL). Plain
 * elements and Leaflet's: like the school's page, it hydrates without Mantine (decision 093).
 */
export function MapTab(props: { school: SchoolDetailView }) {
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
    <PlainStack gap="sm">
      <section
        style={FRAME_STYLE}
        data-testid="school-map"
        aria-label={t('detail.map.label', { name: school.name })}
      >
        {mounted ? (
          <Suspense fallback={loading}>
            <SchoolMap latitude={latitude} longitude={longitude} name={school.name} tileUrl={tileUrl} />
          </Suspense>
        ) : (
          loading
        )}
      </section>
      <PlainText size="sm">
        {school.address ?? cityAndCountry(school.cityName, school.countryName)} ·{' '}
        <a
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
          target="_blank"
          rel="noopener"
          className={anchorClassName}
        >
          {t('detail.map.open')}
        </a>
        {' · '}
        {/* The map of schools around this one. */}
        <Link
          to={`/map@${round7(latitude)},${round7(longitude)},${POINTS_FROM_ZOOM}z`}
          className={anchorClassName}
        >
          {t('detail.map.around')}
        </Link>
      </PlainText>
    </PlainStack>
  );
}
