import { useTranslation } from '@/core/client/use-translation';

/**
 * Translates an error code of the server or of a shared schema (`email.invalid`) with the
 * `errors` namespace. The keys hold dots, so they are looked up whole. Unknown codes give the
 * fallback, or the generic message.
 */
export function useErrorText(): (code: string | null | undefined, fallback?: string) => string | undefined {
  const { t } = useTranslation('errors');
  return (code, fallback) => {
    if (!code) return undefined;
    const generic = fallback ?? t('unknown', { ns: 'errors', keySeparator: false });
    return t(code, { ns: 'errors', keySeparator: false, defaultValue: generic });
  };
}
