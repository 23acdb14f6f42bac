import { builder } from '../graphql/builder';
import { asMutationResult, type MutationResult } from '../graphql/mutation-result';
import { resultFields } from '../graphql/mutation-result-types';
import { type AdminDataName, adminDataNames, updateDataNames } from './data-name-admin-service';

const AdminDataNameType = builder.objectRef<AdminDataName>('AdminDataName').implement({
  subGraphs: ['admin'],
  description:
    'A name the site owns (a curriculum’s, a school year’s) in one language, beside its English text.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The part of the name: name, shortName, description…' }),
    english: t.exposeString('english', { description: 'The text kept on the record itself.' }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'The translation; null while the English text is shown instead.',
    }),
  }),
});

const DataNamesResult = builder.objectRef<MutationResult<AdminDataName[]>>('AdminDataNamesResult').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    ...resultFields(t),
    item: t.field({
      type: [AdminDataNameType],
      nullable: true,
      description: 'The names as saved.',
      resolve: (result) => result.item,
    }),
  }),
});

builder.queryField('adminDataNames', (t) =>
  t.field({
    type: [AdminDataNameType],
    subGraphs: ['admin'],
    authScopes: { permission: 'Translation:list' },
    description:
      'A thing’s names in one language (entity as a module declares it, thing its id or key). Needs Translation:list.',
    args: {
      entity: t.arg.string({ required: true }),
      thing: t.arg.string({ required: true }),
      lng: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => adminDataNames(context, args),
  }),
);

builder.mutationField('adminUpdateDataNames', (t) =>
  t.field({
    type: DataNamesResult,
    subGraphs: ['admin'],
    authScopes: { permission: 'Translation:update' },
    description:
      'Writes a thing’s names in one language, by field; an empty text shows the English one again. Audited. Needs Translation:update.',
    args: {
      entity: t.arg.string({ required: true }),
      thing: t.arg.string({ required: true }),
      lng: t.arg.string({ required: true }),
      values: t.arg({ type: 'JSON', required: true }),
    },
    resolve: (_root, args, context) => asMutationResult(() => updateDataNames(context, args)),
  }),
);
