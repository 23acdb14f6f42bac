import { builder } from '../graphql/builder';
import type { SettingDefinition } from './setting-definition';
import type { SettingItem } from './settings-service';

const SettingItemType = builder.objectRef<SettingItem>('SettingItem').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.expose('value', { type: 'JSON', nullable: true }),
  }),
});

const SettingList = builder.objectRef<{ items: SettingItem[] }>('SettingList').implement({
  fields: (t) => ({ items: t.field({ type: [SettingItemType], resolve: (list) => list.items }) }),
});

builder.queryField('settings', (t) =>
  t.field({
    type: SettingList,
    subGraphs: ['public'],
    description: 'Public settings and the setup flags; private keys are never listed.',
    resolve: async (_root, _args, context) => ({ items: await context.settings.publicItems() }),
  }),
);

const SettingDefinitionType = builder.objectRef<SettingDefinition>('SettingDefinition').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    key: t.exposeString('key'),
    section: t.exposeString('section'),
    type: t.exposeString('type'),
    private: t.boolean({ resolve: (definition) => definition.private ?? false }),
    required: t.boolean({ resolve: (definition) => definition.required ?? false }),
  }),
});

builder.queryField('settingDefinitions', (t) =>
  t.field({
    type: [SettingDefinitionType],
    subGraphs: ['admin'],
    authScopes: { permission: 'Setting:list' },
    description: 'Every setting key with its section and type. Needs Setting:list.',
    resolve: (_root, _args, context) => context.settings.definitions(),
  }),
);
