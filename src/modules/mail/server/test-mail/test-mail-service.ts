import { requirePermission } from '@/core/server/auth/guard';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { testMailInputSchema } from '@/core/shared/mail-send';
import { findOutboxMail, type OutboxMailRecord } from '../outbox/mail-outbox-admin-repository';

// The form may leave them blank (spec section 5); a mail needs a subject, and Mailjet a body.
const BLANK_SUBJECT = 'Test mail';
const BLANK_BODY = 'This is a test mail.';

/**
 * Sends the test-mail form's mail through the provider in use, at once and once (it checks the
 * provider: not queued, not retried); answers its outbox row, failed when the provider refused
 * it. Bad input is refused with every field at fault, nothing sent. Needs Mailjet:send.
 */
export async function sendTestMail(context: GraphQLContext, raw: unknown): Promise<OutboxMailRecord> {
  requirePermission(context, 'Mailjet:send');
  const mail = parseInput(testMailInputSchema, raw);
  const { id } = await context.mail.sendNow({
    from: mail.from,
    to: mail.to,
    subject: mail.subject || BLANK_SUBJECT,
    text: mail.text || (mail.html ? '' : BLANK_BODY),
    html: mail.html,
  });
  // The row, not the send's answer: it also says which provider took the mail.
  return (await findOutboxMail(context.db, id))!;
}
