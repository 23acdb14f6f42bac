import { Box, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { CAPTCHA_CONFIG_PATH, type CaptchaPublicConfig, isCaptchaProvider } from '../shared/captcha';
import { AltchaWidgetField } from './captcha/altcha-widget-field';
import { ThirdPartyCaptchaWidget } from './captcha/third-party-captcha-widget';
import { useFormInterest } from './form/use-form-interest';

const CAPTCHA_HEIGHT = 78;
// Without scripts the widget never comes (decision 075): no loader spinning for ever, but why.
const NO_SCRIPT_CSS = '@media (scripting: none) { .captcha-loader { display: none; } }';

export interface CaptchaFieldProps {
  /** The token to send with the form, as the `captcha` input of its mutation. */
  onVerified: (token: string) => void;
  /** The token expired or the check failed: the form must not send the old one. */
  onReset: () => void;
  /** Already translated, e.g. from the mutation's `captcha.invalid` field error. */
  error?: string | undefined;
}

/**
 * The captcha of a public form: the provider the server has in effect (ALTCHA by default,
 * else reCAPTCHA, hCaptcha or Turnstile). Nothing of it runs on the server, nor in a browser
 * until the visitor starts on the form: then the config is fetched and the widget's script
 * loaded, while the visitor fills in the fields above it. A token counts once: after a
 * submit the server refused, remount the field (change its `key`) so the visitor can answer anew.
 */
export function CaptchaField({ onVerified, onReset, error }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation('common');
  const [config, setConfig] = useState<CaptchaPublicConfig>();
  const [loadFailed, setLoadFailed] = useState(false);
  const descriptionId = useId();
  const errorId = useId();
  const group = useRef<HTMLDivElement>(null);
  const started = useFormInterest(group);

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    fetch(CAPTCHA_CONFIG_PATH, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((body: CaptchaPublicConfig) => {
        if (!isCaptchaProvider(body.provider)) throw new Error('unknown captcha provider');
        setConfig(body);
      })
      .catch(() => !controller.signal.aborted && setLoadFailed(true));
    return () => controller.abort();
  }, [started]);

  const shownError = loadFailed ? t('captcha.loadFailed') : error;
  const widgetProps = {
    language: i18n.language,
    onVerified,
    onReset,
    onLoadFailed: () => setLoadFailed(true),
  };
  return (
    <Box
      ref={group}
      // The widget's height (ALTCHA 75 px, reCAPTCHA and hCaptcha 78, Turnstile 65), kept from the
      // first paint: the loader and then the widget would otherwise push the submit button down.
      mih={CAPTCHA_HEIGHT}
      role="group"
      aria-label={t('captcha.label')}
      aria-describedby={shownError ? `${descriptionId} ${errorId}` : descriptionId}
    >
      <VisuallyHidden id={descriptionId}>{t('captcha.description')}</VisuallyHidden>
      <style href="captcha-no-script" precedence="default">
        {NO_SCRIPT_CSS}
      </style>
      <noscript>
        <Text size="sm">{t('captcha.needsScripts')}</Text>
      </noscript>
      {started && !config && !loadFailed && (
        <Loader className="captcha-loader" size="sm" role="status" aria-label={t('captcha.loading')} />
      )}
      {config?.provider === 'altcha' && <AltchaWidgetField {...widgetProps} />}
      {config && config.provider !== 'altcha' && config.siteKey && (
        <ThirdPartyCaptchaWidget {...widgetProps} provider={config.provider} siteKey={config.siteKey} />
      )}
      {shownError && (
        <Text id={errorId} c="red" size="sm" mt={4} role="alert">
          {shownError}
        </Text>
      )}
    </Box>
  );
}
