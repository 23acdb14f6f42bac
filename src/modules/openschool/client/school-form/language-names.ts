import { useMemo } from 'react';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// Withdrawn ISO 639-1 codes that browsers still name, beside their replacements (he, id, yi…).
const WITHDRAWN = new Set(['in', 'iw', 'ji', 'jw', 'mo', 'sh']);

/**
 * The languages a school may teach in: every ISO 639-1 code the browser can name (CLDR's data,
 * not a list typed by hand), named in the admin's language, by name.
 */
export function useInstructionLanguages(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const options: { value: string; label: string }[] = [];
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = `${first}${second}`;
        const label = format.knownLanguageName(code);
        if (label && label !== code && !WITHDRAWN.has(code)) options.push({ value: code, label });
      }
    }
    return options.sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [format, i18n.language]);
}
