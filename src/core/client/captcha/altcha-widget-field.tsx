import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '@/core/shared/captcha';
import { altchaTranslationOf } from './altcha-translations';

interface AltchaWidgetFieldProps {
  language: string;
  onVerified: (token: string) => void;
  onReset: () => void;
  onLoadFailed: () => void;
}

interface StateChangeDetail {
  state: 'code' | 'error' | 'verified' | 'verifying' | 'unverified' | 'expired';
  payload?: string | null;
}

/**
 * The self-hosted ALTCHA widget. Its script defines a custom element and touches `window`,
 * so it is imported only in the browser, after the first render; the server renders the
 * bare tag, which the script upgrades in place.
 */
export function AltchaWidgetField({ language, onVerified, onReset, onLoadFailed }: AltchaWidgetFieldProps) {
  const widget = useRef<HTMLElement>(null);
  const translation = altchaTranslationOf(language);
  const onStateChange = useEffectEvent((detail: StateChangeDetail) => {
    if (detail.state === 'verified' && detail.payload) onVerified(detail.payload);
    // Expired or failed: the payload the form holds is no good any more.
    else if (detail.state !== 'verifying') onReset();
  });

  const reportLoadFailed = useEffectEvent(() => onLoadFailed());

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => onStateChange((event as CustomEvent<StateChangeDetail>).detail);
    element.addEventListener('statechange', listener);
    // The page's language first, so the widget never shows English on the way.
    Promise.resolve(translation.load?.())
      .then(() => import('altcha'))
      .catch(() => reportLoadFailed());
    return () => element.removeEventListener('statechange', listener);
  }, [translation]);

  return (
    <altcha-widget
      ref={widget}
      challenge={CAPTCHA_CHALLENGE_PATH}
      language={translation.code}
      name="captcha"
    />
  );
}
