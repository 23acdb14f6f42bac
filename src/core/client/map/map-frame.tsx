import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { PlainLoadingArea } from '../plain-button';
import { StillFirstMap } from './still-first-map';

/** Leaflet touches `window` when imported: the map loads in the browser, once the page is there. */
const MarkersMap = lazy(() => import('./markers-map'));

/** The map loaded in the browser once the page is there, a loader until then. */
function MapOnceMounted(props: ComponentProps<typeof MarkersMap>) {
  const { t } = useTranslation('common');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <PlainLoadingArea label={t('map.loading')} />;
  return mounted ? (
    <Suspense fallback={loading}>
      <MarkersMap {...props} />
    </Suspense>
  ) : (
    loading
  );
}

/** How the still map was woken: a keyboard's focus moves on to the map that moves. */
type Woken = 'pointer' | 'focus';

/**
 * The map's frame on a page: a named region of the screen's height, and the markers of every
 * enabled module's layer inside (the schools', the places'). `still`: a picture of the map first,
 * in the page's HTML (`still-first-map.tsx`), which becomes the map that moves when the visitor
 * points at it, touches it, scrolls on it or focuses it; otherwise the map that moves at once, a
 * loader until it is there.
 */
export function MapFrame(
  props: ComponentProps<typeof MarkersMap> & { label: string; height: string; still?: boolean },
) {
  const { label, height, still, ...map } = props;
  const [woken, setWoken] = useState<Woken | null>(null);
  const wake = (how: Woken) => setWoken((before) => before ?? how);
  let content: ReactNode = <MapOnceMounted {...map} />;
  let waking: ComponentProps<'section'> = {};
  if (still) {
    content = <StillFirstMap {...map} awake={woken !== null} focusOnWake={woken === 'focus'} />;
  }
  if (still && !woken) {
    waking = {
      // Reached by the keyboard as the map that moves is: focused, it wakes and takes the focus.
      tabIndex: 0,
      onFocus: (event) => {
        if (event.target === event.currentTarget) wake('focus');
      },
      // A pointer moving over it (a mouse, a pen), a finger touching it, a wheel turning on it.
      // Not `pointerenter`: the map may appear under a pointer that has not moved since.
      onPointerMove: () => wake('pointer'),
      onPointerDown: () => wake('pointer'),
      onWheel: () => wake('pointer'),
    };
  }
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
      {...waking}
    >
      {content}
    </section>
  );
}
