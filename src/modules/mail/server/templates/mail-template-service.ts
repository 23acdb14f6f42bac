import { requirePermission } from '@/core/server/auth/guard';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { MailContent } from '@/core/server/mail/render-template';
import { databaseTemplateSource } from './database-template-source';
import type { MailTemplateSource, MailTemplateVersion } from './mail-template-source';
import { mailjetTemplateSource } from './mailjet-template-source';
import { previewOf, sampleVariables, type TemplateVariable } from './template-preview';

/** One language of a template with its placeholders, samples, and the preview they give. */
export interface MailTemplateDetail extends MailTemplateVersion {
  source: MailTemplateSource['name'];
  variables: TemplateVariable[];
  preview: MailContent;
}

// Longer than any template name either source accepts: not worth a query.
const NAME_MAX = 200;

/** Mailjet's account when its key and secret are set (the spec's MailjetTemplate), else the database. */
export async function templateSource(context: GraphQLContext): Promise<MailTemplateSource> {
  const account = await context.mail.mailjetAccount();
  if (!account) return databaseTemplateSource(context.db);
  return mailjetTemplateSource(account, (error) =>
    context.http.request.log.warn({ err: error }, 'Mailjet templates unavailable'),
  );
}

/** Every template of the source in use. Needs MailjetTemplate:list. */
export async function listMailTemplates(context: GraphQLContext) {
  requirePermission(context, 'MailjetTemplate:list');
  const source = await templateSource(context);
  return { source: source.name, items: await source.list() };
}

/**
 * One template in `language` (else English, else its first), rendered with sample values; null
 * when there is none of this name. Needs MailjetTemplate:list.
 */
export async function mailTemplateDetail(
  context: GraphQLContext,
  name: string,
  language: string | null | undefined,
): Promise<MailTemplateDetail | null> {
  requirePermission(context, 'MailjetTemplate:list');
  if (name.length > NAME_MAX) return null;
  const source = await templateSource(context);
  const version = await source.find(name, language?.trim() || undefined);
  if (!version) return null;
  const variables = await sampleVariables(version, context.settings);
  return {
    ...version,
    source: source.name,
    variables,
    preview: previewOf(version, variables, source.name === 'database'),
  };
}
