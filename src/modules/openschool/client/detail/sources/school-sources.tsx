import type { AnchorHTMLAttributes } from 'react';
import { PlainStack } from '@/core/client/plain-layout';
import { anchorClassName, PlainText } from '@/core/client/plain-text';
import { TextWithElements } from '@/core/client/text-with-elements';
import { useTranslation } from '@/core/client/use-translation';
import { OSM_DATA_LICENSE } from '@/modules/openschool/shared/open-data/open-data-terms';
import type { SchoolDetailView } from '../school-detail.query';

/**
 * Where the school's imported facts come from: OpenStreetMap's attribution, as its licence (ODbL)
 * asks, when any field still holds a value from it; every other dataset by its name (never the
 * uploaded file's) and its licence, linked when it has an address.
 */
export function SchoolSources(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { sources } = props.school;
  const fromOsm = sources.some((source) => source.source === 'osm');
  const others = [
    ...new Map(
      sources.filter((source) => source.source !== 'osm').map((source) => [source.source, source]),
    ).values(),
  ];
  if (!fromOsm && others.length === 0) return null;
  return (
    <PlainStack gap={4} data-testid="school-sources">
      {fromOsm && (
        <PlainText size="sm" c="gray.7">
          <TextWithElements
            t={t}
            i18nKey="detail.sources.osm"
            elements={{
              osm: <SourceLink href="https://www.openstreetmap.org/" />,
              copyright: <SourceLink href={OSM_DATA_LICENSE.copyright} />,
              odbl: <SourceLink href={OSM_DATA_LICENSE.url} rel="license" />,
            }}
          />
        </PlainText>
      )}
      {others.length > 0 && <OtherDatasets datasets={others} />}
    </PlainStack>
  );
}

/** "Some facts come from: A (CC BY 4.0), B (public domain)", each linked to where it is published. */
function OtherDatasets(props: { datasets: SchoolDetailView['sources'] }) {
  const { t } = useTranslation('openschool');
  return (
    <PlainText size="sm" c="gray.7">
      {t('detail.sources.otherIntro')}{' '}
      {props.datasets.map((dataset, index) => (
        <span key={dataset.source}>
          {index > 0 && ', '}
          {dataset.url ? (
            <SourceLink href={dataset.url}>{dataset.datasetName}</SourceLink>
          ) : (
            dataset.datasetName
          )}{' '}
          ({t(`detail.sources.licences.${dataset.licence}`, { defaultValue: dataset.licence })})
        </span>
      ))}
    </PlainText>
  );
}

/** A link to a source, in the theme's look; its words are given by the sentence around it. */
function SourceLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} className={anchorClassName} />;
}
