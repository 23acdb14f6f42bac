/** The outbox's pages: not under a provider's name, as it holds every provider's mails. */
export const MAIL_OUTBOX_PATH = '/_admin/mail-outbox';

/** `/_admin/{provider}`, and its pages `templates` and `test`. */
export const mailPagePath = (provider: string, page?: 'templates' | 'test') =>
  `/_admin/${provider}${page ? `/${page}` : ''}`;

/** A template's page, in one of its languages (`language`: `lang` would switch the console's). */
export const templatePath = (provider: string, name: string, language?: string) =>
  `${mailPagePath(provider, 'templates')}/${encodeURIComponent(name)}${language ? `?language=${language}` : ''}`;
