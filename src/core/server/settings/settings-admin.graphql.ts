import { configurePermission } from '@/core/shared/permissions';
import { builder } from '../graphql/builder';
import { asMutationResult, type MutationResult } from '../graphql/mutation-result';
import { resultFields } from '../graphql/mutation-result-types';
import {
  type AdminSettingItem,
  type AdminSettingsSection,
  adminSettingsSections,
  updateSettingsSection,
} from './settings-admin-service';

const AdminSettingType = builder.objectRef<AdminSettingItem>('AdminSetting').implement({
  subGraphs: ['admin'],
  description: 'A setting as the admin edits it. A secret never has a value here, only `isSet`.',
  fields: (t) => ({
    key: t.exposeString('key'),
    section: t.exposeString('section'),
    type: t.exposeString('type'),
    private: t.exposeBoolean('private'),
    required: t.exposeBoolean('required'),
    value: t.expose('value', { type: 'JSON', nullable: true }),
    isSet: t.exposeBoolean('isSet'),
  }),
});

const AdminSettingsSectionType = builder.objectRef<AdminSettingsSection>('AdminSettingsSection').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    name: t.exposeString('name'),
    canConfigure: t.exposeBoolean('canConfigure', {
      description: 'Whether the viewer holds `<name>:configure` and may save this section.',
    }),
    items: t.field({ type: [AdminSettingType], resolve: (section) => section.items }),
  }),
});

const SettingsUpdateResult = builder
  .objectRef<MutationResult<AdminSettingsSection>>('SettingsUpdateResult')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      ...resultFields(t),
      item: t.field({ type: AdminSettingsSectionType, nullable: true, resolve: (result) => result.item }),
    }),
  });

builder.queryField('adminSettings', (t) =>
  t.field({
    type: [AdminSettingsSectionType],
    subGraphs: ['admin'],
    authScopes: { permission: 'Setting:list' },
    description: 'Every editable section with its keys and values (secrets: set or not). Needs Setting:list.',
    resolve: (_root, _args, context) => adminSettingsSections(context),
  }),
);

builder.mutationField('updateSettings', (t) =>
  t.field({
    type: SettingsUpdateResult,
    subGraphs: ['admin'],
    authScopes: (_root, args) => ({ permission: configurePermission(args.section) }),
    description:
      'Saves one section (needs `<Section>:configure`, e.g. Social:configure for Social): every key is checked first, then all are ' +
      'written together. Left-out keys are kept; an empty value removes a stored one; a secret ' +
      'is kept when empty and removed only by null.',
    args: {
      section: t.arg.string({ required: true }),
      values: t.arg({ type: 'JSON', required: true }),
    },
    resolve: (_root, args, context) =>
      asMutationResult(() => updateSettingsSection(context, args.section, args.values)),
  }),
);
