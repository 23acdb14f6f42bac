import { Suspense, useEffect } from 'react';
import { PlainLoader } from '@/core/client/plain-button';
import { PlainTitle } from '@/core/client/plain-text';
import { useTranslation } from '@/core/client/use-translation';
import { whenIdle } from '@/core/client/when-idle';
import type { DetailTab, TabPanelProps } from './detail-tabs';
import { OverviewTab } from './overview/overview-tab';
import classes from './school-tab-panel.module.css';
import { LazyTabPanel, loadEveryTab } from './tab-panels';

/**
 * The open tab under its heading (the section is labelled by it). The other tabs' code loads
 * once the page is idle, so that a tab opened then shows at once.
 */
export function SchoolTabPanel(props: TabPanelProps & { tab: DetailTab }) {
  const { t } = useTranslation('openschool');
  useEffect(() => whenIdle(loadEveryTab), []);
  return (
    <>
      <PlainTitle order={2} id="school-tab-title" className={classes.title}>
        {t(`detail.tabs.${props.tab}`)}
      </PlainTitle>
      {props.tab === 'overview' ? (
        <OverviewTab school={props.school} />
      ) : (
        <Suspense
          fallback={
            <div className={classes.loading} role="status" aria-label={t('detail.tabLoading')}>
              <PlainLoader />
            </div>
          }
        >
          <LazyTabPanel tab={props.tab} school={props.school} rates={props.rates} />
        </Suspense>
      )}
    </>
  );
}
