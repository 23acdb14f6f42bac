import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, type MapPosition } from '@/core/shared/map-viewport';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';

/** What the enabled modules offer at the map's position (places: "Add a place" there). */
export function MapLinks(props: { position: MapPosition }) {
  const { t } = useTranslation();
  const links = enabledModules(useSettings()).flatMap((module) => (module.mapLink ? [module.mapLink] : []));
  return links.map((link) => (
    <Button
      key={link.path}
      component={Link}
      to={`${link.path}${formatMapPosition(props.position)}`}
      variant="light"
      autoContrast
    >
      {t(link.label)}
    </Button>
  ));
}
