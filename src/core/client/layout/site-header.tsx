import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import classes from './app-layout.module.css';
import { useSlideAway } from './use-slide-away';

// Spec section 9: a 60 px bar that slides away once the page has scrolled more than 60 px down.
export const NAVBAR_HEIGHT = 60;

/**
 * The fixed top bar: the logo home, then the menu and account controls given as children.
 * Its colours come from the theme's CSS variables (see theme/theme-css-variables.ts).
 */
export function SiteHeader(props: { siteName: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  // 1 = fully shown, 0 = slid away; it follows the scroll over the bar's own height.
  const scrollProgress = useSlideAway(NAVBAR_HEIGHT);
  return (
    <header
      className={classes.header}
      data-pinned={scrollProgress === 1}
      style={{
        transform: scrollProgress === 1 ? undefined : `translateY(${(scrollProgress - 1) * NAVBAR_HEIGHT}px)`,
      }}
    >
      <div className={`${classes.container} ${classes.bar}`}>
        <Link to="/" className={classes.logo} aria-label={t('nav.home', { siteName: props.siteName })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {/* The name's own direction: a Latin name on an Arabic page is cut at its end, not its start. */}
          <span dir="auto">{props.siteName}</span>
        </Link>
        {props.children}
      </div>
    </header>
  );
}
