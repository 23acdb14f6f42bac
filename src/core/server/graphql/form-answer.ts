import type { ObjectRef } from '@pothos/core';
import { type FieldError, InputError } from '../validation';
import { type AppSchemaTypes, builder } from './builder';
import { asMutationResult, type MutationResult } from './mutation-result';

/** A refused field of a public form (the school form, the rating form, the place form) and why. */
const FormFieldErrorType = builder.objectRef<FieldError>('FormFieldError').implement({
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
      fieldErrors: t.field({ type: [FormFieldErrorType], resolve: (result) => result.fieldErrors }),
      item: t.field({ type: itemType, nullable: true, resolve: (result) => result.item as never }),
    }),
  });
}
