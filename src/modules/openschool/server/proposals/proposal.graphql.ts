import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { withoutNullsDeep } from '@/core/shared/objects';
import { curriculumNameFields } from '../reference/curriculum-name-fields';
import type { CurriculumItem } from '../reference/curriculum-repository';
import { type SchoolEditForm, schoolEditForm } from './proposal-form-service';
import { SchoolFieldChangeType } from './proposal-graphql-types';
import { type EditResult, submitSchoolEdit } from './proposal-submit-service';
import { SchoolEditInputType } from './school-edit-input-type';

type EditState = NonNullable<SchoolEditForm['school']>;

const SchoolEditStateType = builder.objectRef<EditState>('SchoolEditState').implement({
  description: 'A school as its edit form shows it, at the version the edit is based on.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with the edit, to detect a conflict.' }),
    status: t.exposeString('status'),
    countrySlug: t.exposeString('countrySlug'),
    input: t.field({ type: 'JSON', description: 'The school form’s values.', resolve: (s) => s.input }),
  }),
});

const ChoiceType = builder.objectRef<CurriculumItem>('SchoolFormCurriculum').implement({
  description: 'A curriculum the school form offers, named in the language of the request.',
  fields: (t) => ({
    ...curriculumNameFields(t),
    family: t.exposeString('family', { description: 'Its group’s English key (British, IB…).' }),
  }),
});

const CountryChoiceType = builder.objectRef<{ code: string; name: string }>('SchoolFormCountry').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const CurrencyChoiceType = builder
  .objectRef<{ code: string; minorDigits: number }>('SchoolFormCurrency')
  .implement({
    fields: (t) => ({ code: t.exposeString('code'), minorDigits: t.exposeInt('minorDigits') }),
  });

const PendingType = builder.objectRef<{ id: string; createdAt: Date }>('SchoolPendingProposal').implement({
  fields: (t) => ({ _id: t.exposeID('id'), createdAt: t.expose('createdAt', { type: 'DateTime' }) }),
});

const SchoolEditFormType = builder.objectRef<SchoolEditForm>('SchoolEditForm').implement({
  description: 'What the school form needs: the school (null for a new one) and the choices it offers.',
  fields: (t) => ({
    school: t.field({ type: SchoolEditStateType, nullable: true, resolve: (form) => form.school }),
    curriculums: t.field({ type: [ChoiceType], resolve: (form) => form.curriculums }),
    currencies: t.field({
      type: [CurrencyChoiceType],
      description: 'The currencies fees may use, with the decimals of their amounts.',
      resolve: (form) => form.currencies,
    }),
    countries: t.field({ type: [CountryChoiceType], resolve: (form) => form.countries }),
    canPublish: t.exposeBoolean('canPublish', {
      description: 'The user’s edits go live at once; otherwise an editor reviews them.',
    }),
    pendingProposals: t.field({ type: [PendingType], resolve: (form) => form.pendingProposals }),
  }),
});

builder.queryField('schoolEditForm', (t) =>
  t.field({
    type: SchoolEditFormType,
    nullable: true,
    subGraphs: ['public'],
    description:
      'The form of a new school (no id; needs School:create) or of a school’s edit (needs ' +
      'School:update); null when there is no such school to edit.',
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => schoolEditForm(context, args.id ? String(args.id) : null),
  }),
);

const EditOutcomeType = builder.objectRef<EditResult>('SchoolEditOutcome').implement({
  fields: (t) => ({
    outcome: t.exposeString('outcome', {
      description: '`saved` (live now) or `proposed` (an editor reviews it).',
    }),
    schoolId: t.exposeID('schoolId', { nullable: true, description: 'Null for a proposed new school.' }),
    proposalId: t.exposeID('proposalId', { nullable: true }),
    countrySlug: t.exposeString('countrySlug'),
    changes: t.field({ type: [SchoolFieldChangeType], resolve: (result) => result.changes }),
  }),
});

const SchoolEditResultType = mutationResultType('SchoolEditResult', EditOutcomeType);

builder.mutationField('submitSchoolEdit', (t) =>
  t.field({
    type: SchoolEditResultType,
    subGraphs: ['public'],
    description:
      'Saves the school form (no id: a new school). Editors (School:publish) save it at once; other ' +
      'members (School:create, School:update) propose it for review. `record.conflict` when the ' +
      'school changed since `version`, `edit.unchanged` when nothing changes.',
    args: {
      id: t.arg.id(),
      version: t.arg.int(),
      input: t.arg({ type: SchoolEditInputType, required: true }),
    },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        submitSchoolEdit(context, {
          id: args.id ? String(args.id) : null,
          version: args.version ?? null,
          input: withoutNullsDeep(args.input),
        }),
      ),
  }),
);
