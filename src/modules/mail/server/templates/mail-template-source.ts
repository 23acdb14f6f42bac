import type { MailContent } from '@/core/server/mail/render-template';

/** A template as the list shows it. */
export interface MailTemplateSummary {
  name: string;
  /** The languages it exists in, English first. */
  languages: string[];
  /** Its subject in English, else in its first language. */
  subject: string;
  /** Null when the source does not say. */
  updatedAt: Date | null;
}

/** One language of a template: subject and bodies with their `{{placeholders}}`. */
export interface MailTemplateVersion extends MailContent {
  name: string;
  lang: string;
  /** Every language of the template, English first: the detail page's switcher. */
  languages: string[];
  updatedAt: Date | null;
}

/** Where the console reads templates from: the Mailjet account when it is set, else the database. */
export interface MailTemplateSource {
  name: 'mailjet' | 'database';
  list(): Promise<MailTemplateSummary[]>;
  /** The template in `lang`, else in English, else in its first language; undefined when unknown. */
  find(name: string, lang: string | undefined): Promise<MailTemplateVersion | undefined>;
}

/** English first (every template has it, and the others fall back to it), then by code. */
export function byLanguage(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'en') return -1;
  if (b === 'en') return 1;
  return a.localeCompare(b);
}
