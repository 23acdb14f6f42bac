import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { DETAIL_TABS, type DetailTab, keptSearchOf, schoolPath } from './detail-tabs';
import type { SchoolDetailView } from './school-detail.query';
import classes from './school-tabs-nav.module.css';

/**
 * The page's sections as links: each tab is a URL the server renders, so they work without
 * JavaScript and can be shared. The visitor's currency goes along; the page does not jump up.
 */
export function SchoolTabsNav(props: { school: SchoolDetailView; current: DetailTab }) {
  const { t } = useTranslation('openschool');
  const [search] = useSearchParams();
  const kept = keptSearchOf(search);
  return (
    <nav aria-label={t('detail.tabs.label')} className={classes.nav}>
      <ul className={classes.list}>
        {DETAIL_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`${schoolPath(props.school.countrySlug, props.school._id, tab)}${kept}`}
              className={classes.link}
              aria-current={tab === props.current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`detail.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
