import { AppError } from '@/core/server/errors';
import { FALLBACK_MAIL_LANG } from '@/core/server/mail/mail-template-repository';
import {
  callMailjet,
  type MailjetAccount,
  MailjetError,
} from '@/core/server/mail/providers/mailjet-provider';
import type { MailTemplateSource, MailTemplateVersion } from './mail-template-source';

/** Mailjet's list answers: `{ Count, Data, Total }`. */
interface MailjetList<Item> {
  Count?: number;
  Data?: Item[];
  Total?: number;
}

/** The parts we read of a `template` resource (Mailjet's v3 reference). */
interface MailjetTemplate {
  ID: number;
  Name: string;
  /** `en_US`: one language per template. */
  Locale?: string;
}

/** The parts we read of `template/{id}/detailcontent`. */
interface MailjetTemplateContent {
  Headers?: { Subject?: string } | null;
  'Html-part'?: string | null;
  'Text-part'?: string | null;
}

// The account's own templates; the first 100, as Mailjet pages its lists.
const TEMPLATES_PATH = '/v3/REST/template?OwnerType=user&Limit=100';
// Subjects need one call per template: a few at a time spares Mailjet's rate limit.
const PARALLEL_CALLS = 4;

/** `en_US` → `en`; the fallback language when Mailjet does not say. */
const languageOf = (template: MailjetTemplate) =>
  template.Locale?.split(/[_-]/)[0]?.toLowerCase() || FALLBACK_MAIL_LANG;

/**
 * Mailjet's answer, or a refusal the console can translate: `mailjet.auth.failed` when it refuses
 * the key and secret, `mailjet.unavailable` when it fails or cannot be reached. A missing
 * resource (404) is undefined.
 */
async function fetchMailjet<Answer>(
  account: MailjetAccount,
  path: string,
  log: (error: unknown) => void,
): Promise<Answer | undefined> {
  try {
    return await callMailjet<Answer>(account, path);
  } catch (error) {
    if (error instanceof MailjetError && error.status === 404) return undefined;
    log(error);
    const refused = error instanceof MailjetError && (error.status === 401 || error.status === 403);
    throw new AppError(refused ? 'mailjet.auth.failed' : 'mailjet.unavailable');
  }
}

/** The templates of the Mailjet account, through its REST API. `log` hears why a call failed. */
export function mailjetTemplateSource(
  account: MailjetAccount,
  log: (error: unknown) => void,
): MailTemplateSource {
  const listAll = async () =>
    (await fetchMailjet<MailjetList<MailjetTemplate>>(account, TEMPLATES_PATH, log))?.Data ?? [];

  const versionOf = async (template: MailjetTemplate): Promise<MailTemplateVersion | undefined> => {
    const path = `/v3/REST/template/${template.ID}/detailcontent`;
    const answer = await fetchMailjet<MailjetList<MailjetTemplateContent>>(account, path, log);
    const content = answer?.Data?.[0];
    if (!content) return undefined;
    const lang = languageOf(template);
    return {
      name: template.Name,
      lang,
      languages: [lang],
      subject: content.Headers?.Subject ?? '',
      html: content['Html-part'] ?? '',
      text: content['Text-part'] ?? '',
      // The template resource documents no date of change.
      updatedAt: null,
    };
  };

  return {
    name: 'mailjet',
    async list() {
      const templates = await listAll();
      const versions: (MailTemplateVersion | undefined)[] = [];
      for (let start = 0; start < templates.length; start += PARALLEL_CALLS) {
        versions.push(...(await Promise.all(templates.slice(start, start + PARALLEL_CALLS).map(versionOf))));
      }
      return templates.map((template, index) => ({
        name: template.Name,
        languages: [languageOf(template)],
        subject: versions[index]?.subject ?? '',
        updatedAt: null,
      }));
    },
    async find(name) {
      const template = (await listAll()).find((candidate) => candidate.Name === name);
      return template ? versionOf(template) : undefined;
    },
  };
}
