import type { ObjectRef } from '@pothos/core';
import type { FieldError } from '../validation';
import { type AppSchemaTypes, builder } from './builder';
import type { MutationResult } from './mutation-result';

type SubGraph = AppSchemaTypes['SubGraphs'];

/** A refused input field and why; every mutation's answer lists them (`fieldErrors`). */
export const FieldErrorType = builder.objectRef<FieldError>('FieldError').implement({
  subGraphs: ['public', 'admin'],
  description: 'A refused input field (`city`, `fees.2.amount`, `permissions.2`) and the message key of why.',
  fields: (t) => ({ field: t.exposeString('field'), code: t.exposeString('code') }),
});

/** The fields every mutation's answer starts with: whether it worked, why not, and the fields at fault. */
export function resultFields<Shape extends MutationResult<unknown>>(
  t: PothosSchemaTypes.ObjectFieldBuilder<AppSchemaTypes, Shape>,
) {
  return {
    success: t.boolean({ resolve: (result) => result.success }),
    code: t.string({ nullable: true, resolve: (result) => result.code }),
    error: t.string({ nullable: true, resolve: (result) => result.error }),
    field: t.string({
      nullable: true,
      description: 'The first input field at fault, if any.',
      resolve: (result) => result.field,
    }),
    fieldErrors: t.field({
      type: [FieldErrorType],
      description: 'Every refused input field and why; empty on success.',
      resolve: (result) => result.fieldErrors,
    }),
  };
}

/** A result type for mutations that answer only whether they worked. */
export const SuccessResult = builder.objectRef<MutationResult<unknown>>('SuccessResult').implement({
  description: 'Whether a mutation worked; on failure `code` says why and `fieldErrors` which inputs.',
  fields: (t) => resultFields(t),
});

/** The GraphQL type of a mutation's answer whose `item` is an `itemType`. */
export function mutationResultType<Item>(
  name: string,
  itemType: ObjectRef<AppSchemaTypes, Item>,
  options: { subGraphs?: SubGraph[]; description?: string } = {},
): ObjectRef<AppSchemaTypes, MutationResult<Item>> {
  return builder.objectRef<MutationResult<Item>>(name).implement({
    ...options,
    fields: (t) => ({
      ...resultFields(t),
      item: t.field({ type: itemType, nullable: true, resolve: (result) => result.item as never }),
    }),
  });
}
