import type { ThirdPartyCaptchaProvider } from '@/core/shared/captcha';

/** The explicit-render API that reCAPTCHA v2, hCaptcha and Turnstile all document alike. */
export interface CaptchaApi {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string | number;
  remove?(widgetId: string | number): void;
}

const SCRIPTS: Record<ThirdPartyCaptchaProvider, { src: string; global: string }> = {
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js', global: 'grecaptcha' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js', global: 'hcaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js', global: 'turnstile' },
};

// One script per provider and page, however many forms ask for it.
const loading = new Map<ThirdPartyCaptchaProvider, Promise<CaptchaApi>>();

/**
 * Loads the provider's documented script with `render=explicit` and resolves once its `onload`
 * callback runs: only then is `render` ready (reCAPTCHA's api.js loads the real code later).
 * Browser only: call it from an effect.
 */
export function loadCaptchaApi(provider: ThirdPartyCaptchaProvider, language: string): Promise<CaptchaApi> {
  const started = loading.get(provider);
  if (started) return started;
  const { src, global } = SCRIPTS[provider];
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const callbackName = `__${provider}Loaded`;
    const scope = window as unknown as Record<string, unknown>;
    scope[callbackName] = () => resolve(scope[global] as CaptchaApi);
    const script = document.createElement('script');
    const query = new URLSearchParams({ render: 'explicit', onload: callbackName });
    // Turnstile picks the language per widget; the other two take it from the script URL.
    if (provider !== 'turnstile') query.set('hl', language);
    script.src = `${src}?${query}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading.delete(provider);
      script.remove();
      reject(new Error(`${provider} script failed to load`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}
