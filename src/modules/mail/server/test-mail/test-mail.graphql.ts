import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import type { OutboxMailRecord } from '../outbox/mail-outbox-admin-repository';
import { OutboxMailType } from '../outbox/outbox-mail-type';
import { sendTestMail } from './test-mail-service';

const TestMailResultType = mutationResultType('TestMailResult', OutboxMailType, {
  subGraphs: ['admin'],
  description:
    'The test mail: refused input (`fieldErrors`), or its outbox row; a provider refusal is ' +
    '`success: false` with `mail.delivery.failed`, the row, and the provider’s reason in `item.error`.',
});

/** A mail the provider refused is an answer with its row, not a success. */
function withDelivery(result: MutationResult<OutboxMailRecord>): MutationResult<OutboxMailRecord> {
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
      withDelivery(await asMutationResult(() => sendTestMail(context, args.input))),
  }),
);
