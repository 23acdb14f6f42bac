import { Children, type ReactNode, useEffect, useState } from 'react';
import { AttributionControl, MapContainer, type MapContainerProps, ZoomControl } from 'react-leaflet';
import { nextTask } from '../next-task';

/**
 * A map is created, then its controls and layers added, each in a task of its own. In one go (the
 * map laid out, its buttons and credits, its tiles placed, its markers asked for) it held a
 * mid-range phone for 130–180 ms; in steps, each is short and a tap between them is handled.
 */

/**
 * The map's place filled once the browser has laid it out: Leaflet reads the size of its
 * container when it is created, which would otherwise lay out the page inside that task.
 */
function AfterLayout(props: { children: ReactNode }) {
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The task after the next frame: that frame has laid the page out.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLaidOut(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <div style={{ height: '100%', width: '100%' }}>{laidOut && props.children}</div>;
}

/** `children` added one per task; one whose place is empty (`false`, `null`) takes no step. */
function OnePerTask(props: { children: ReactNode }) {
  const layers = Children.toArray(props.children);
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added >= layers.length) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setAdded(added + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [added, layers.length]);
  return layers.slice(0, added);
}

/**
 * A Leaflet map filling its place, with its zoom buttons and its credits (the tiles' attribution),
 * then `children` (its layers: tiles, markers, what is drawn over it), in that order. Laying out
 * the buttons and credits was most of the map's creation (a forced layout of 35–60 ms at a
 * phone's speed); added after it, they are laid out with the next frame.
 */
export function MapInSteps(props: Omit<MapContainerProps, 'zoomControl' | 'attributionControl' | 'style'>) {
  const { children, ...options } = props;
  return (
    <AfterLayout>
      <MapContainer
        {...options}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <OnePerTask>
          <ZoomControl />
          <AttributionControl />
          {children}
        </OnePerTask>
      </MapContainer>
    </AfterLayout>
  );
}
