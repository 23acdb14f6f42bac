import {
  type AdminResult,
  adminResultType,
  asAdminResult,
} from '../../../../core/server/admin/crud/admin-crud-types';
import { builder } from '../../../../core/server/graphql/builder';
import type { OutboxMailRecord } from '../outbox/mail-outbox-admin-repository';
import { OutboxMailType } from '../outbox/outbox-mail-type';
import { sendTestMail } from './test-mail-service';

const TestMailResultType = adminResultType(
  'TestMailResult',
  OutboxMailType,
  'The test mail: refused input (`fieldErrors`), or its outbox row; a provider refusal is ' +
    '`success: false` with `mail.delivery.failed`, the row, and the provider’s reason in `item.error`.',
);

/** A mail the provider refused is an answer with its row, not a success. */
function withDelivery(result: AdminResult<OutboxMailRecord>): AdminResult<OutboxMailRecord> {
  if (result.item?.status !== 'failed') return result;
  return { ...result, success: false, code: 'mail.delivery.failed', error: 'mail.delivery.failed' };
}

builder.mutationField('adminSendTestMail', (t) =>
  t.field({
    type: TestMailResultType,
    subGraphs: ['admin'],
    authScopes: { permission: 'Mailjet:send' },
    description:
      'Sends the test-mail form (from, to, subject, text, html) through the provider in use. ' +
      'Needs Mailjet:send.',
    args: { input: t.arg({ type: 'JSON', required: true }) },
    resolve: async (_root, args, context) =>
      withDelivery(await asAdminResult(() => sendTestMail(context, args.input))),
  }),
);
