import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import { gradeSystemInputSchema } from '@/modules/openschool/shared/planner/grade-system-input';
import { findGradeSystems, type GradeSystemRow, updateGradeSystem } from './grade-system-repository';

const AdminGradeSystem = builder.objectRef<GradeSystemRow>('AdminGradeSystem').implement({
  subGraphs: ['admin'],
  description: 'A grade system’s cut-off: the day by which a child must have reached a school year’s age.',
  fields: (t) => ({
    system: t.exposeString('system', { description: 'UK, US, FR, IB or DE.' }),
    cutoffMonth: t.exposeInt('cutoffMonth'),
    cutoffDay: t.exposeInt('cutoffDay'),
    cutoffVaries: t.exposeBoolean('cutoffVaries', {
      description: 'States, Länder or schools may use another date.',
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('adminGradeSystems', (t) =>
  t.field({
    type: [AdminGradeSystem],
    subGraphs: ['admin'],
    description: 'Every grade system’s cut-off (needs SchoolGrade:read or SchoolGrade:list).',
    authScopes: { anyPermission: ['SchoolGrade:read', 'SchoolGrade:list'] },
    resolve: (_root, _args, context) => findGradeSystems(context.db),
  }),
);

const AdminGradeSystemResult = mutationResultType('AdminGradeSystemResult', AdminGradeSystem, {
  subGraphs: ['admin'],
});

builder.mutationField('adminUpdateGradeSystem', (t) =>
  t.field({
    type: AdminGradeSystemResult,
    subGraphs: ['admin'],
    description:
      'Sets a grade system’s cut-off (needs SchoolGrade:update): `{ cutoffMonth, cutoffDay, cutoffVaries, sourceUrl }`.',
    authScopes: { permission: 'SchoolGrade:update' },
    args: { system: t.arg.string({ required: true }), input: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(gradeSystemInputSchema, args.input);
        const row = await updateGradeSystem(context.db, args.system, input);
        if (!row) throw new AppError('not.found', { field: 'system' });
        return row;
      }),
  }),
);
