import { LANGUAGES } from '../../../core/shared/languages';

/** A language's name in that language (`Français`), as the language switcher shows it. */
export const languageLabel = (code: string) =>
  LANGUAGES.find((language) => language.languageCode === code)?.label ?? code;
