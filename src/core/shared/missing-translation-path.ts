/** Where the browser reports a missing translation key (its own file: the client must not pull in zod for it). */
export const ADD_MISSING_TRANSLATION_PATH = '/api/i18n/add-missing-translation';
