import { useErrorText as useCoreErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';

/**
 * Translates an error code (server or shared schema) with the `errors` namespace; an unknown
 * code shows the spec's newsletter fallback, 'Error submitting contact form' (section 8).
 */
export function useErrorText(): (code: string | null | undefined) => string | undefined {
  const { t } = useTranslation('newsletter');
  const errorText = useCoreErrorText();
  return (code) => errorText(code, t('failed'));
}
