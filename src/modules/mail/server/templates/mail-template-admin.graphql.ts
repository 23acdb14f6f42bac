import { builder } from '@/core/server/graphql/builder';
import type { MailContent } from '@/core/server/mail/render-template';
import { listMailTemplates, type MailTemplateDetail, mailTemplateDetail } from './mail-template-service';
import type { MailTemplateSummary } from './mail-template-source';
import type { TemplateVariable } from './template-preview';

const SOURCE = '`mailjet` (the account’s templates, by its API) or `database` (the site’s own).';

const MailTemplateType = builder.objectRef<MailTemplateSummary>('MailTemplate').implement({
  subGraphs: ['admin'],
  description: 'A mail template, all languages together.',
  fields: (t) => ({
    name: t.exposeString('name'),
    languages: t.exposeStringList('languages', { description: 'English first.' }),
    subject: t.exposeString('subject', { description: 'In English, else in its first language.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null from Mailjet.' }),
  }),
});

const MailTemplateListType = builder
  .objectRef<{ source: string; items: MailTemplateSummary[] }>('MailTemplateList')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      source: t.exposeString('source', { description: SOURCE }),
      items: t.field({ type: [MailTemplateType], resolve: (list) => list.items }),
    }),
  });

const MailTemplateVariableType = builder.objectRef<TemplateVariable>('MailTemplateVariable').implement({
  subGraphs: ['admin'],
  description: 'A `{{placeholder}}` of a template and the sample value its preview shows.',
  fields: (t) => ({ name: t.exposeString('name'), sample: t.exposeString('sample') }),
});

const MailContentType = builder.objectRef<MailContent>('MailContent').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    subject: t.exposeString('subject'),
    html: t.exposeString('html', { description: 'Show it only in a sandboxed frame.' }),
    text: t.exposeString('text'),
  }),
});

const MailTemplateDetailType = builder.objectRef<MailTemplateDetail>('MailTemplateDetail').implement({
  subGraphs: ['admin'],
  description: 'One language of a template, as stored, and rendered with sample values.',
  fields: (t) => ({
    name: t.exposeString('name'),
    lang: t.exposeString('lang'),
    languages: t.exposeStringList('languages', { description: 'Every language of it, English first.' }),
    source: t.exposeString('source', { description: SOURCE }),
    subject: t.exposeString('subject'),
    html: t.exposeString('html', {
      description: 'With its placeholders; show it only in a sandboxed frame.',
    }),
    text: t.exposeString('text'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    variables: t.field({ type: [MailTemplateVariableType], resolve: (detail) => detail.variables }),
    preview: t.field({ type: MailContentType, resolve: (detail) => detail.preview }),
  }),
});

builder.queryField('adminMailTemplates', (t) =>
  t.field({
    type: MailTemplateListType,
    subGraphs: ['admin'],
    authScopes: { permission: 'MailjetTemplate:list' },
    description:
      'The mail templates: Mailjet’s when its key and secret are set, else the database’s. ' +
      'Needs MailjetTemplate:list.',
    resolve: (_root, _args, context) => listMailTemplates(context),
  }),
);

builder.queryField('adminMailTemplate', (t) =>
  t.field({
    type: MailTemplateDetailType,
    nullable: true,
    subGraphs: ['admin'],
    authScopes: { permission: 'MailjetTemplate:list' },
    description:
      'One template in `language` (else English, else its first), with a preview; null when ' +
      'unknown. Needs MailjetTemplate:list.',
    args: { name: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_root, args, context) => mailTemplateDetail(context, args.name, args.language),
  }),
);
