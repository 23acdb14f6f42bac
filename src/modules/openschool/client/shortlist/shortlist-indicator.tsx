import { NavLink } from 'react-router';
import { LineIcon } from '@/core/client/line-icon';
import { useTranslation } from '@/core/client/use-translation';
import classes from './shortlist-indicator.module.css';
import { useShortlist } from './use-shortlist';

/**
 * The top bar's way to the compare page, with how many schools the shortlist holds. The count
 * appears once the page is interactive (a guest's list is in the browser's storage).
 */
export default function ShortlistIndicator() {
  const { t } = useTranslation('openschool');
  const { entries } = useShortlist();
  const count = entries?.length ?? 0;
  return (
    <NavLink
      to="/compare"
      className={classes.link}
      aria-label={count > 0 ? t('shortlist.indicator', { count }) : t('shortlist.indicatorEmpty')}
      data-testid="shortlist-indicator"
    >
      <LineIcon>
        <path d="M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
      </LineIcon>
      <span className={classes.text}>{t('shortlist.indicatorText')}</span>
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
