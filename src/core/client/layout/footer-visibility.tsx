import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface FooterVisibility {
  /** Whether the site footer is shown: true unless a page on screen asked to hide it. */
  visible: boolean;
  /** Adds (or, with -1, removes) one request to hide the footer. */
  changeHideRequests: (delta: 1 | -1) => void;
}

const FooterVisibilityContext = createContext<FooterVisibility>({
  visible: true,
  changeHideRequests: () => undefined,
});

/**
 * Lets a page hide the site footer (PageLayout's `footer={false}`). Requests are counted, so
 * two layouts on one screen, or one leaving as another arrives, cannot show it by mistake.
 */
export function FooterVisibilityProvider(props: { children: ReactNode }) {
  const [hideRequests, setHideRequests] = useState(0);
  const changeHideRequests = useCallback((delta: 1 | -1) => setHideRequests((count) => count + delta), []);
  const value = useMemo(
    () => ({ visible: hideRequests === 0, changeHideRequests }),
    [hideRequests, changeHideRequests],
  );
  return <FooterVisibilityContext.Provider value={value}>{props.children}</FooterVisibilityContext.Provider>;
}

export function useFooterVisible(): boolean {
  return useContext(FooterVisibilityContext).visible;
}

/**
 * Hides the site footer while the calling component is on screen and `hide` is true.
 * It takes effect after the first render, so a server-rendered page shows the footer until it
 * has hydrated.
 */
export function useHideSiteFooter(hide: boolean): void {
  const { changeHideRequests } = useContext(FooterVisibilityContext);
  useEffect(() => {
    if (!hide) return;
    changeHideRequests(1);
    return () => changeHideRequests(-1);
  }, [hide, changeHideRequests]);
}
