import { useTranslation } from 'react-i18next';
import { formatFees } from '../../../../../core/shared/format-fees';
import { LANGUAGES } from '../../../../../core/shared/languages';

/** Formats amounts in a currency for the admin's language; whole amounts without decimals. */
export function useMoney(): (amount: number | null, currency?: string) => string {
  const { i18n } = useTranslation();
  const locale = LANGUAGES.find((language) => language.languageCode === i18n.language)?.localeCode ?? 'en-US';
  return (amount, currency = 'USD') => (amount === null ? '—' : formatFees(amount, { locale, currency }));
}
