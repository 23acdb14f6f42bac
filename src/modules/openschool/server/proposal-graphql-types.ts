import type { ObjectRef } from '@pothos/core';
import { type AppSchemaTypes, builder } from '../../../core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '../../../core/server/graphql/mutation-result';
import { type FieldError, InputError } from '../../../core/server/validation';
import type { FieldChange } from '../../../core/shared/record-diff';

/** One field of a school an edit changes, for the member who proposes it and the editor who reviews it. */
export const SchoolFieldChangeType = builder.objectRef<FieldChange>('SchoolFieldChange').implement({
  subGraphs: ['public', 'admin'],
  description: 'A field of a school (`city`, `fees`…) with its value before and after a change.',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.before ?? null }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.after ?? null }),
  }),
});

/** A refused field of a public form (the school form, the rating form) and the message key of why. */
export const SchoolFormErrorType = builder.objectRef<FieldError>('SchoolFormError').implement({
  description: 'A refused input field (`city`, `fees.2.amount`) and the message key of why.',
  fields: (t) => ({ field: t.exposeString('field'), code: t.exposeString('code') }),
});

/** A public form's answer: a mutation result with every refused field, for a form that marks them all. */
export type FormAnswer<T> = MutationResult<T> & { fieldErrors: FieldError[] };

/** A mutation's answer with every refused field, for a form that marks them all. */
export async function withFieldErrors<T>(work: () => Promise<T>): Promise<FormAnswer<T>> {
  let fieldErrors: FieldError[] = [];
  const result = await asMutationResult(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof InputError) fieldErrors = error.fieldErrors;
      throw error;
    }
  });
  return { ...result, fieldErrors };
}

/** The GraphQL type of a public form's answer whose `item` is an `itemType`. */
export function formAnswerType<Item>(
  name: string,
  itemType: ObjectRef<AppSchemaTypes, Item>,
): ObjectRef<AppSchemaTypes, FormAnswer<Item>> {
  return builder.objectRef<FormAnswer<Item>>(name).implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      code: t.exposeString('code', { nullable: true }),
      error: t.exposeString('error', { nullable: true }),
      field: t.exposeString('field', { nullable: true }),
      fieldErrors: t.field({ type: [SchoolFormErrorType], resolve: (result) => result.fieldErrors }),
      item: t.field({ type: itemType, nullable: true, resolve: (result) => result.item as never }),
    }),
  });
}
