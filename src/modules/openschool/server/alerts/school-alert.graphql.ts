import { requireSignedIn } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields } from '@/core/server/graphql/mutation-result-types';
import { isSubscribed, setSubscribed } from './school-alert-repository';

interface SchoolAlerts {
  enabled: boolean;
}

const SchoolAlertsType = builder.objectRef<SchoolAlerts>('SchoolAlerts').implement({
  description: 'Whether the signed-in parent hears by email when a school of their shortlist changes.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', {
      description: 'An email when a shortlisted school’s fees or status change, with a one-click way out.',
    }),
  }),
});

const SchoolAlertsResult = builder.objectRef<MutationResult<SchoolAlerts>>('SchoolAlertsResult').implement({
  fields: (t) => ({
    ...resultFields(t),
    item: t.field({ type: SchoolAlertsType, nullable: true, resolve: (result) => result.item }),
  }),
});

builder.queryField('schoolAlerts', (t) =>
  t.field({
    type: SchoolAlertsType,
    subGraphs: ['public'],
    description: 'The signed-in parent’s shortlist alerts; a visitor gets user.not.authorized.',
    resolve: async (_root, _args, context) => ({
      enabled: await isSubscribed(context.db, requireSignedIn(context).id),
    }),
  }),
);

builder.mutationField('setSchoolAlerts', (t) =>
  t.field({
    type: SchoolAlertsResult,
    subGraphs: ['public'],
    description: 'Turns the signed-in parent’s shortlist alerts on or off (opt-in: off until asked).',
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(async () => {
        await setSubscribed(context.db, user.id, args.enabled);
        return { enabled: args.enabled };
      });
    },
  }),
);
