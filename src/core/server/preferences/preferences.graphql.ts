import type { Preferences } from '@/core/shared/visitor-preferences';
import { preferenceInputSchema, savePreferencesInputSchema } from '@/core/shared/visitor-preferences-input';
import { builder } from '../graphql/builder';
import { asMutationResult } from '../graphql/mutation-result';
import { mutationResultType } from '../graphql/mutation-result-types';
import { inputFieldsOf } from '../graphql/zod-input-fields';
import { parseInput } from '../validation';

interface PreferenceShape {
  name: string;
  value: string;
}

const entriesOf = (preferences: Preferences): PreferenceShape[] =>
  Object.entries(preferences).map(([name, value]) => ({ name, value }));

const PreferenceType = builder.objectRef<PreferenceShape>('Preference').implement({
  description: 'A choice the site keeps for a visitor: `currency` (EUR), a family’s `children` and `move`.',
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const PreferenceListType = builder.objectRef<PreferenceShape[]>('PreferenceList').implement({
  fields: (t) => ({ items: t.field({ type: [PreferenceType], resolve: (list) => list }) }),
});

const PreferenceInputType = builder.inputType('PreferenceInput', {
  description: 'A preference to keep: its name and value, as a page’s address writes them; null forgets it.',
  fields: (t) => inputFieldsOf(t, preferenceInputSchema),
});

const SavePreferencesResult = mutationResultType('SavePreferencesResult', PreferenceListType, {
  subGraphs: ['public'],
});

builder.queryField('preferences', (t) =>
  t.field({
    type: [PreferenceType],
    subGraphs: ['public'],
    description:
      'The visitor’s preferences: a member’s as the account keeps them, a visitor’s as their browser’s `preferences` cookie does.',
    resolve: (_root, _args, context) =>
      context.user
        ? context.preferences.ofMember(context.user.id).then(entriesOf)
        : entriesOf(context.preferences.ofRequest(context.http.request)),
  }),
);

builder.mutationField('savePreferences', (t) =>
  t.field({
    type: SavePreferencesResult,
    subGraphs: ['public'],
    description:
      'Keeps choices the visitor made (`currency`, `children`, `move`): in the browser’s cookie, and on a member’s account. ' +
      'A null value forgets one. `preference.unknown` for a name no module declares, `preference.invalid` for a value it does not take; then nothing is kept.',
    args: { input: t.arg({ type: [PreferenceInputType], required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(savePreferencesInputSchema, args.input);
        const kept = await context.preferences.save(context.http, context.user?.id ?? null, input);
        return entriesOf(kept);
      }),
  }),
);
