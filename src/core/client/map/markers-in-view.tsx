import type { CombinedError } from '@urql/core';
import { useTranslation } from '@/core/client/use-translation';
import type { MapView } from '@/core/shared/map-projection';
import { useFormat } from '../use-format';
import type { MapMarkerView } from './map-markers.query';
import { useMarkerKinds } from './marker-kinds';

/**
 * The figure over a map's top right corner: how many of the kind that has one (the schools) are
 * in view, counting the markers on screen only (tiles reach past its edges); the notice instead
 * when the markers could not be loaded.
 */
export function MarkersInView(props: {
  markers: readonly MapMarkerView[];
  view: MapView;
  error: CombinedError | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const kinds = useMarkerKinds();
  const { markers, view } = props;
  if (props.error) {
    return (
      <p className="markers-map-error" role="alert">
        {t('common:map.error')}
      </p>
    );
  }
  const counted = [...kinds.values()].find((kind) => kind.inViewLabel);
  if (!counted?.inViewLabel) return null;
  const count = markers
    .filter(
      (marker) =>
        marker.kind === counted.kind &&
        marker.latitude >= view.south &&
        marker.latitude <= view.north &&
        marker.longitude >= view.west &&
        marker.longitude <= view.east,
    )
    .reduce((sum, marker) => sum + marker.count, 0);
  return (
    <p className="markers-map-count" aria-live="polite" data-testid="markers-map-count">
      {t(counted.inViewLabel, { count, formatted: format.number(count) })}
    </p>
  );
}
