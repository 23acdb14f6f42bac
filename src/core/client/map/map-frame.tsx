import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { PlainLoadingArea } from '../plain-button';

/** Leaflet touches `window` when imported: the map loads in the browser, once the page is there. */
const MarkersMap = lazy(() => import('./markers-map'));

/**
 * The map's frame on a page: a named region of the screen's height, a loader until the map
 * (loaded in the browser only) is there, and the markers of every enabled module's layer inside
 * (the schools', the places').
 */
export function MapFrame(props: ComponentProps<typeof MarkersMap> & { label: string; height: string }) {
  const { t } = useTranslation('common');
  const { label, height, ...map } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <PlainLoadingArea label={t('map.loading')} />;
  return (
    // A section with a name: a region of the page.
    <section
      style={{
        height,
        minHeight: 360,
        background: 'var(--mantine-color-gray-1)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        isolation: 'isolate',
      }}
      aria-label={label}
      data-testid="markers-map"
    >
      {mounted ? (
        <Suspense fallback={loading}>
          <MarkersMap {...map} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
