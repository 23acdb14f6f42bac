import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../core/shared/languages';

/** The BCP 47 locale of the page's language (`en-US`), for Intl formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LANGUAGES.find((language) => language.languageCode === i18n.language)?.localeCode ?? 'en-US';
}
