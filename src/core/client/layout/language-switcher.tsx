import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useTranslation } from '@/core/client/use-translation';
import { LANGUAGES } from '@/core/shared/languages';
import layout from './app-layout.module.css';
import classes from './language-switcher.module.css';

// Named as the i18next detector named it, so that a choice a browser remembered before still counts.
export const STORED_LANGUAGE_KEY = 'i18nextLng';

/** Opens the current page in another language; the server remembers the choice in a cookie. */
function switchTo(languageCode: string): void {
  window.localStorage.setItem(STORED_LANGUAGE_KEY, languageCode);
  const url = new URL(window.location.href);
  url.searchParams.set('lang', languageCode);
  window.location.assign(url.toString());
}

/**
 * The footer's language choice among the enabled languages (spec "Shell"): two buttons when
 * exactly two are enabled, a dropdown when more, nothing for one. The buttons are plain links,
 * so they also work without JavaScript.
 */
export function LanguageSwitcher(props: { enabled: readonly string[] }) {
  const { t, i18n } = useTranslation('common');
  const languages = LANGUAGES.filter((language) => props.enabled.includes(language.languageCode));
  if (languages.length < 2) return null;
  if (languages.length === 2) {
    return (
      <fieldset className={classes.links}>
        <legend className={layout.visuallyHidden}>{t('footer.language')}</legend>
        {languages.map((language) => (
          <a
            key={language.languageCode}
            href={`?lang=${language.languageCode}`}
            lang={language.languageCode}
            className={`mantine-focus-auto ${classes.link}`}
            aria-current={language.languageCode === i18n.language ? 'true' : undefined}
          >
            {language.label}
          </a>
        ))}
      </fieldset>
    );
  }
  return (
    <PlainNativeSelect
      aria-label={t('footer.language')}
      value={i18n.language}
      onChange={(event) => switchTo(event.currentTarget.value)}
      size="xs"
      className={classes.select}
    >
      {nativeOptions(languages.map((language) => ({ value: language.languageCode, label: language.label })))}
    </PlainNativeSelect>
  );
}
