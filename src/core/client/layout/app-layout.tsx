import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from 'react-router';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { whenIslandsHydrated } from '@/core/client/island';
import { useMountedWhen } from '@/core/client/use-mounted-when';
import { useTranslation } from '@/core/client/use-translation';
import { hasPermission } from '@/core/shared/permissions';
import { isSetupPath } from '@/core/shared/setup-flow';
import { DATA_QUERY, settingsMap } from '../data-query';
import { collectLinks, enabledModules } from '../modules';
import { ThemeColorsProvider } from '../theme/theme-colors-context';
import { THEMER_PARAM } from '../theme/theme-panel-param';
import { AccountMenu } from './account-menu';
import classes from './app-layout.module.css';
import { FooterVisibilityProvider, useFooterVisible } from './footer-visibility';
import { HeaderBlocks } from './header-blocks';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Only those who open the site with ?themer get the panel's code.
const ThemePanel = lazy(() => import('../theme/theme-panel'));

/** The page frame: the top bar, the page, the footer, and the theme panel on demand. */
export function AppLayout() {
  return (
    <ThemeColorsProvider>
      <FooterVisibilityProvider>
        <AppFrame />
      </FooterVisibilityProvider>
    </ThemeColorsProvider>
  );
}

function AppFrame() {
  const { t } = useTranslation('common');
  const { data } = useQuery(DATA_QUERY);
  const settings = settingsMap(data?.settings.items);
  const siteName = String(settings.WEBSITE_NAME ?? t('site.name'));
  const user = data?.me.item ?? null;
  const [searchParams] = useSearchParams();
  // Spec "Shell": with print=1 in the query string, navigation and extra menus are hidden.
  const printing = searchParams.get('print') === '1';
  // During the first-run setup every other page redirects to it: no menus that lead nowhere.
  const settingUp = isSetupPath(useLocation().pathname);
  const footerVisible = useFooterVisible();
  // The panel reads this browser's storage, so it only appears once hydrated.
  const themer = searchParams.has(THEMER_PARAM);
  const mounted = useMountedWhen(themer);
  const client = useGraphQLClient();
  // The server's HTML has hydrated but for its islands: the pages' queries have subscribed
  // (effects run child first), so they may fetch again from now on. The page is interactive once
  // its islands have hydrated too (end-to-end tests wait for it).
  useEffect(() => {
    client.endHydration();
    document.documentElement.dataset.hydrated = 'islands-pending';
    whenIslandsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [client]);
  const menu = collectLinks(settings, 'menu');
  return (
    <div className={classes.page}>
      {!printing && (
        <SiteHeader siteName={siteName}>
          {!settingUp && <MainMenu links={menu} />}
          {!settingUp && <HeaderBlocks modules={enabledModules(settings)} />}
          {data && !settingUp && (
            <div className={classes.account}>
              <AccountMenu
                user={user}
                cloudName={settings.CLOUDINARY_CLOUD_NAME as string | null}
                indexed={settings.ENABLE_SEO_INDEX === true}
                siteName={siteName}
              />
            </div>
          )}
          {!settingUp && (
            <MobileMenu
              links={menu}
              signedIn={Boolean(user)}
              adminConsole={hasPermission(user?.permissions ?? [], 'AdminMenu:show')}
            />
          )}
        </SiteHeader>
      )}
      <main className={classes.main}>
        <Outlet />
      </main>
      {footerVisible && (
        <SiteFooter
          settings={settings}
          siteName={siteName}
          signedIn={Boolean(user)}
          printing={printing || settingUp}
        />
      )}
      {mounted && !printing && themer && (
        <Suspense fallback={null}>
          <ThemePanel />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
