import { Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../core/client/use-format';
import { OSM_DATA_LICENSE } from '../../../shared/open-data/open-data-fields';
import type { SchoolDetailView } from '../school-detail.query';

/**
 * Where the school's imported facts come from: OpenStreetMap's attribution, as its licence (ODbL)
 * asks, when any field still holds a value from it; the other datasets by name and licence.
 */
export function SchoolSources(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { list } = useFormat();
  const { sources } = props.school;
  const fromOsm = sources.some((source) => source.source === 'osm');
  const others = [
    ...new Set(
      sources
        .filter((source) => source.source !== 'osm')
        .map((source) => {
          const name = source.attribution ?? source.source;
          return source.licence ? `${name} (${source.licence})` : name;
        }),
    ),
  ];
  if (!fromOsm && others.length === 0) return null;
  return (
    <Stack gap={4} data-testid="school-sources">
      {fromOsm && (
        <Text size="sm" c="gray.7">
          <Trans
            t={t}
            i18nKey="detail.sources.osm"
            components={{
              osm: <Anchor href="https://www.openstreetmap.org/" underline="always" inherit />,
              copyright: <Anchor href={OSM_DATA_LICENSE.copyright} underline="always" inherit />,
              odbl: <Anchor href={OSM_DATA_LICENSE.url} rel="license" underline="always" inherit />,
            }}
          />
        </Text>
      )}
      {others.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('detail.sources.other', { sources: list(others) })}
        </Text>
      )}
    </Stack>
  );
}
