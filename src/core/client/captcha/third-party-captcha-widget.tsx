import { useEffect, useEffectEvent, useRef } from 'react';
import type { ThirdPartyCaptchaProvider } from '@/core/shared/captcha';
import { loadCaptchaApi } from './third-party-captcha-api';

interface ThirdPartyCaptchaWidgetProps {
  provider: ThirdPartyCaptchaProvider;
  siteKey: string;
  language: string;
  onVerified: (token: string) => void;
  onReset: () => void;
  onLoadFailed: () => void;
}

/** reCAPTCHA, hCaptcha or Turnstile rendered into a container of ours once its script has loaded. */
export function ThirdPartyCaptchaWidget(props: ThirdPartyCaptchaWidgetProps) {
  const { provider, siteKey, language } = props;
  const container = useRef<HTMLDivElement>(null);
  const onVerified = useEffectEvent((token: string) => props.onVerified(token));
  const onReset = useEffectEvent(() => props.onReset());
  const onLoadFailed = useEffectEvent(() => props.onLoadFailed());

  useEffect(() => {
    let widgetId: string | number | undefined;
    let removeWidget: (() => void) | undefined;
    let cancelled = false;
    loadCaptchaApi(provider, language).then(
      (api) => {
        const element = container.current;
        if (cancelled || !element) return;
        widgetId = api.render(element, {
          sitekey: siteKey,
          callback: onVerified,
          'expired-callback': onReset,
          'error-callback': onReset,
        });
        removeWidget = () => widgetId !== undefined && api.remove?.(widgetId);
      },
      () => !cancelled && onLoadFailed(),
    );
    return () => {
      cancelled = true;
      removeWidget?.();
    };
  }, [provider, siteKey, language]);

  return <div ref={container} />;
}
