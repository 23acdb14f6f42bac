import { useTranslation } from 'react-i18next';

/** A language code's name in the reader's language (`fr` → French), or the code itself. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  } catch {
    names = undefined;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      // Not a language tag Intl knows (a Mailjet locale of its own): as given.
      return code;
    }
  };
}
