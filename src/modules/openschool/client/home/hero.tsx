import { Link } from 'react-router';
import { PagePicture } from '@/core/client/layout/page-picture';
import { PlainContainer, PlainStack } from '@/core/client/plain-layout';
import { PlainText, PlainTitle } from '@/core/client/plain-text';
import { DEFAULT_COLORS } from '@/core/client/theme';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { SchoolSearchBox } from '../school-search-box';
import classes from './hero.module.css';
import { useCountUp } from './use-count-up';
import { useParallax } from './use-parallax';

// Spec section 9: the background moves up to 100 px (hero.module.css: the text's entrance).
const PARALLAX_OFFSET = 100;

/** The hero's stock photo, behind its text. */
export const HOME_PICTURE = { use: 'home', pageKey: '/', variant: 'backdrop' } as const;

export function Hero(props: { total: number; countries: number; ready: boolean }) {
  const { t } = useTranslation('openschool');
  return (
    <section className={classes.hero}>
      <HeroBackdrop />
      <PagePicture {...HOME_PICTURE} />
      <PlainContainer size="md" className={classes.content}>
        <PlainStack gap="lg">
          <div className={classes.appear}>
            <PlainTitle order={1} className={classes.title}>
              {t('home.hero.title')}
            </PlainTitle>
            <HeroCount {...props} />
          </div>
          <SchoolSearchBox action="/" onHero />
          {/* A family on the move starts from its children, not from a school's name. */}
          <Link to="/planner" className={classes.planner}>
            {t('planner.home')}
          </Link>
        </PlainStack>
      </PlainContainer>
    </section>
  );
}

// The two parts that change after hydration, each a component of its own: a frame of the count
// or of the scroll renders one line again, not the hero with its search box (a phone spent half a
// second of blocking time on that).

/** The gradient behind the hero, following the scroll at half speed. */
function HeroBackdrop() {
  const offset = useParallax(PARALLAX_OFFSET);
  return (
    <div
      aria-hidden
      className={classes.backdrop}
      style={{
        background: `linear-gradient(135deg, ${DEFAULT_COLORS.navbar} 0%, #2f4f4f 60%, ${DEFAULT_COLORS.secondary} 140%)`,
        transform: `translateY(${offset}px)`,
      }}
    />
  );
}

/** Where the count's number goes in its translated sentence: a character no translation holds. */
const NUMBER_PLACE = '\uE000';

/**
 * "N schools in M countries", counting up from 0 once the page is in the browser. The words are
 * the total's (its plural form) from the start and only the number counts, in a place as wide as
 * the total (hero.module.css): the words neither change nor move while it counts.
 */
function HeroCount(props: { total: number; countries: number; ready: boolean }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { value: count, settled } = useCountUp(props.total, { delayMs: 1000, durationMs: 1500 });
  const sentence = props.ready
    ? t('home.hero.count', { count: props.total, formatted: NUMBER_PLACE, countries: props.countries })
    : t('home.hero.loading');
  // A sentence without the number (Arabic says "one school" in words) is shown as it is.
  const [before, after] = sentence.split(NUMBER_PLACE);
  return (
    <PlainText className={classes.count} data-testid="school-count" data-settled={settled}>
      {after === undefined ? (
        sentence
      ) : (
        <>
          {before}
          <span className={classes.numberPlace} data-total={format.number(props.total)}>
            <span className={classes.number}>{format.number(count)}</span>
          </span>
          {after}
        </>
      )}
    </PlainText>
  );
}
