import { useTranslation } from '@/core/client/use-translation';

/**
 * The point a new place goes to: a pin fixed at the centre of the map, which moves under it
 * (by mouse, touch, or the arrow keys once the map has focus). Clicks go through to the map.
 */
export function CentrePin() {
  const { t } = useTranslation('place');
  return (
    <div
      title={t('add.pin')}
      style={{
        position: 'absolute',
        left: '50%',
        top: '50%',
        // Above the tiles and markers (400–600), below the controls (800).
        zIndex: 700,
        pointerEvents: 'none',
        transform: 'translate(-50%, -100%)',
      }}
    >
      <svg width="32" height="44" viewBox="0 0 32 44" aria-hidden="true">
        <path
          d="M16 1C7.7 1 1 7.7 1 16c0 11.2 15 27 15 27s15-15.8 15-27C31 7.7 24.3 1 16 1z"
          fill="#9c3671"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="16" cy="16" r="5.5" fill="#fff" />
      </svg>
    </div>
  );
}
