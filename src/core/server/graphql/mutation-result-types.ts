import { builder } from './builder';
import type { MutationResult } from './mutation-result';

/** A result type for mutations that answer only whether they worked. */
export const SuccessResult = builder.objectRef<MutationResult<unknown>>('SuccessResult').implement({
  description: 'Whether a mutation worked; on failure `code` says why and `field` which input.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    code: t.exposeString('code', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    field: t.exposeString('field', { nullable: true }),
  }),
});
