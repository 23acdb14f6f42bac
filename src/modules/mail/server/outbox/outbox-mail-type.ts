import { builder } from '@/core/server/graphql/builder';
import type { OutboxMailRecord } from './mail-outbox-admin-repository';

/** A mail of the outbox, on the admin endpoint: the outbox list's records, the test sender's result. */
export const OutboxMailType = builder.objectRef<OutboxMailRecord>('OutboxMail').implement({
  subGraphs: ['admin'],
  description: 'A mail the site accepted, whatever the provider, and how its delivery went.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Always 1: mails are never edited.' }),
    provider: t.exposeString('provider', { description: '`mailjet`, `smtp` or `outbox`.' }),
    status: t.exposeString('status', {
      description:
        '`stored` (kept by the outbox provider), `queued` (waiting for an attempt), `sending`, `sent` ' +
        'or `failed` (refused, or out of attempts).',
    }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    bcc: t.exposeString('bcc', { nullable: true }),
    replyTo: t.exposeString('replyTo', { nullable: true }),
    subject: t.exposeString('subject'),
    html: t.exposeString('html', { description: 'As sent: show it only in a sandboxed frame.' }),
    text: t.exposeString('text'),
    template: t.exposeString('template', { nullable: true }),
    lang: t.exposeString('lang', { nullable: true }),
    variables: t.expose('variables', { type: 'JSON', description: 'What the template was filled with.' }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'The provider’s reason for the last failed attempt.',
    }),
    attempts: t.exposeInt('attempts', { description: 'Delivery attempts started.' }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a queued mail is tried next.',
    }),
    providerMessageId: t.exposeString('providerMessageId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});
