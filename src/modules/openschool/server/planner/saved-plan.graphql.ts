import { requireSignedIn } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import { savePlanInputSchema } from '@/modules/openschool/shared/planner/planner-input';
import { deleteSavedPlan, insertSavedPlan, type SavedPlan, savedPlansOf } from './saved-plan-repository';

const SavedPlanType = builder.objectRef<SavedPlan>('SavedRelocationPlan').implement({
  description: 'A relocation plan kept on the account: its name and the planner’s address query.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    search: t.exposeString('search', { description: 'Like ?born=2015-08-31&move=2027-08-15&country=SG.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myRelocationPlans', (t) =>
  t.field({
    type: [SavedPlanType],
    subGraphs: ['public'],
    description: 'The signed-in user’s saved plans, newest first; a visitor gets user.not.authorized.',
    resolve: (_root, _args, context) => savedPlansOf(context.db, requireSignedIn(context).id),
  }),
);

const SavePlanResult = mutationResultType('SaveRelocationPlanResult', SavedPlanType);

const SavePlanInputType = builder.inputType('SaveRelocationPlanInput', {
  description: 'A plan to keep: what is missing or wrong comes back in `fieldErrors`.',
  fields: (t) =>
    formInputFieldsOf(t, savePlanInputSchema, {
      name: '1 to 100 characters.',
      search:
        'The planner’s address query, with its leading `?`: ?born=2015-08-31&move=2027-08-15&country=SG.',
    }),
});

builder.mutationFields((t) => ({
  saveRelocationPlan: t.field({
    type: SavePlanResult,
    subGraphs: ['public'],
    description: 'Keeps a plan on the signed-in user’s account (the 20 newest are kept).',
    args: { input: t.arg({ type: SavePlanInputType, required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(async () => {
        const input = parseInput(savePlanInputSchema, withoutNulls(args.input));
        const id = await insertSavedPlan(context.db, user.id, input);
        return (await savedPlansOf(context.db, user.id)).find((plan) => plan.id === id)!;
      });
    },
  }),
  deleteRelocationPlan: t.boolean({
    subGraphs: ['public'],
    description: 'Removes one of the signed-in user’s plans; false when they have none of that id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      const id = String(args.id);
      return /^[0-9a-f-]{36}$/i.test(id) ? deleteSavedPlan(context.db, user.id, id) : false;
    },
  }),
}));
