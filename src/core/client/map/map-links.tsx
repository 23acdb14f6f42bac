import { Link } from 'react-router';
import { buttonClassName } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, type MapPosition } from '@/core/shared/map-viewport';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';

/** What the enabled modules offer at the map's position (places: "Add a place" there). */
export function MapLinks(props: { position: MapPosition }) {
  const { t } = useTranslation();
  const links = enabledModules(useSettings()).flatMap((module) => (module.mapLink ? [module.mapLink] : []));
  return links.map((link) => (
    <Link
      key={link.path}
      className={buttonClassName({ variant: 'light' })}
      to={`${link.path}${formatMapPosition(props.position)}`}
    >
      {t(link.label)}
    </Link>
  ));
}
