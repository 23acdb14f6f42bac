import { Title } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { AdmissionsTab } from './admissions/admissions-tab';
import { CurriculumsTab } from './curriculums/curriculums-tab';
import type { DetailTab } from './detail-tabs';
import { FeesTab } from './fees/fees-tab';
import { MapTab } from './map/map-tab';
import { OverviewTab } from './overview/overview-tab';
import { PhotosTab } from './photos/photos-tab';
import { RatingsTab } from './ratings/ratings-tab';
import type { ExchangeRateView, SchoolDetailView } from './school-detail.query';

/** The open tab under its heading (the section is labelled by it). */
export function SchoolTabPanel(props: {
  tab: DetailTab;
  school: SchoolDetailView;
  rates: ExchangeRateView[];
}) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  return (
    <>
      <Title order={2} id="school-tab-title" mb="md">
        {t(`detail.tabs.${props.tab}`)}
      </Title>
      {props.tab === 'overview' && <OverviewTab school={school} />}
      {props.tab === 'fees' && <FeesTab school={school} rates={props.rates} />}
      {props.tab === 'admissions' && <AdmissionsTab school={school} />}
      {props.tab === 'curriculums' && <CurriculumsTab school={school} />}
      {props.tab === 'ratings' && <RatingsTab school={school} />}
      {props.tab === 'map' && <MapTab school={school} />}
      {props.tab === 'photos' && <PhotosTab school={school} />}
    </>
  );
}
