import type { MailVariables } from '@/core/shared/mail-send';
import { AppError } from '../errors';

/** What a template holds and what a provider sends: a subject and both bodies. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function fill(text: string, variables: MailVariables, encode: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_placeholder, name: string) => {
    // hasOwn: `{{constructor}}` must not find Object.prototype's.
    if (!Object.hasOwn(variables, name)) {
      throw new AppError('mail.variable.missing', { field: `variables.${name}` });
    }
    return encode(String(variables[name]));
  });
}

/**
 * Fills `{{name}}` placeholders: HTML-escaped in the HTML body, as given in the subject and text.
 * Throws `mail.variable.missing` rather than send a mail with holes in it.
 */
export function renderTemplate(template: MailContent, variables: MailVariables): MailContent {
  const raw = (value: string) => value;
  return {
    subject: fill(template.subject, variables, raw),
    html: fill(template.html, variables, escapeHtml),
    text: fill(template.text, variables, raw),
  };
}

/** The placeholders a template uses (`siteName`, `link`…), each once, in order of first use. */
export function templateVariables(template: MailContent): string[] {
  const names = [template.subject, template.html, template.text].flatMap((text) =>
    [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!),
  );
  return [...new Set(names)];
}
