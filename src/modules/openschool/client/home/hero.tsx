import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PagePicture } from '@/core/client/layout/page-picture';
import { DEFAULT_COLORS } from '@/core/client/theme';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { SchoolSearchBox } from '../school-search-box';
import { useCountUp } from './use-count-up';
import { useParallax } from './use-parallax';

// Spec section 9: the hero text appears after 1 second; the background moves up to 100 px.
// The entrance is only an enhancement: it starts transparent, so it runs only where scripts
// run (a browser without them, or not knowing `scripting`, shows the text at once, as the
// server sent it) and motion is welcome. Pure CSS, so a script loading late cannot flash it.
const APPEAR_CSS = `
@keyframes hero-appear { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; } }
@media (scripting: enabled) and (prefers-reduced-motion: no-preference) {
  .hero-appear { animation: hero-appear 0.6s ease-out 1s both; }
}
`;
const PARALLAX_OFFSET = 100;

/** The hero's stock photo, behind its text. */
export const HOME_PICTURE = { use: 'home', pageKey: '/', variant: 'backdrop' } as const;

export function Hero(props: { total: number; countries: number; ready: boolean }) {
  const { t } = useTranslation('openschool');
  return (
    <Box
      component="section"
      pos="relative"
      mih="50vh"
      style={{ overflow: 'hidden', display: 'flex', alignItems: 'center' }}
    >
      <style href="hero-appear" precedence="default">
        {APPEAR_CSS}
      </style>
      <HeroBackdrop />
      <PagePicture {...HOME_PICTURE} />
      <Container size="md" pos="relative" py={48} w="100%">
        <Stack gap="lg" c="white">
          <div className="hero-appear">
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t('home.hero.title')}
            </Title>
            <HeroCount {...props} />
          </div>
          <SchoolSearchBox action="/" onHero />
          {/* A family on the move starts from its children, not from a school's name. */}
          <Anchor component={Link} to="/planner" c="white" fw={600} td="underline">
            {t('planner.home')}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}

// The two parts that change after hydration, each a component of its own: a frame of the count
// or of the scroll renders one line again, not the hero with its search box (a phone spent half a
// second of blocking time on that).

/** The gradient behind the hero, following the scroll at half speed. */
function HeroBackdrop() {
  const offset = useParallax(PARALLAX_OFFSET);
  return (
    <Box
      aria-hidden
      pos="absolute"
      style={{
        inset: `-${PARALLAX_OFFSET}px 0 0 0`,
        background: `linear-gradient(135deg, ${DEFAULT_COLORS.navbar} 0%, #2f4f4f 60%, ${DEFAULT_COLORS.secondary} 140%)`,
        transform: `translateY(${offset}px)`,
      }}
    />
  );
}

/** "N schools in M countries", counting up from 0 once the page is in the browser. */
function HeroCount(props: { total: number; countries: number; ready: boolean }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { value: count, settled } = useCountUp(props.total, { delayMs: 1000, durationMs: 1500 });
  return (
    <Text fz={{ base: 'lg', sm: 22 }} mt="sm" data-testid="school-count" data-settled={settled}>
      {props.ready
        ? t('home.hero.count', { count, formatted: format.number(count), countries: props.countries })
        : t('home.hero.loading')}
    </Text>
  );
}
