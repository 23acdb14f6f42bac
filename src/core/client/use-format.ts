import { useTranslation } from '@/core/client/use-translation';
import { type Format, formatOf } from '../shared/format';

/** Dates, numbers, money, lists and names in the page's language (see core/shared/format.ts). */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return formatOf(i18n.language);
}
