import type { MailProvider } from './mail-provider';

/**
 * The default when no SMTP server or Mailjet account is configured: the outbox row the
 * mail service writes is the delivery, read in the admin (and by tests). Nothing leaves.
 */
export function createOutboxProvider(): MailProvider {
  return { name: 'outbox', send: async () => ({}) };
}
