import { REJECT_CATEGORIES } from '@/core/shared/moderation';
import { builder } from '../graphql/builder';
import { type KindLog, type ModerationLog, type MonthLog, moderationLog } from './moderation-log-service';

const RejectionCountType = builder
  .objectRef<MonthLog['rejections'][number]>('ModerationRejectionCount')
  .implement({
    subGraphs: ['public'],
    fields: (t) => ({
      category: t.exposeString('category', { description: `One of: ${REJECT_CATEGORIES.join(', ')}.` }),
      count: t.exposeInt('count'),
    }),
  });

const MonthLogType = builder.objectRef<MonthLog>('ModerationMonth').implement({
  subGraphs: ['public'],
  description:
    'One month’s decisions on one kind; each contribution counts in the month of its latest decision.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM, in UTC.' }),
    accepted: t.exposeInt('accepted', { description: 'Approved or published.' }),
    rejected: t.exposeInt('rejected'),
    medianHours: t.exposeFloat('medianHours', {
      nullable: true,
      description:
        'Half of the month’s decisions came sooner than this after sending; null without decisions.',
    }),
    rejections: t.field({
      type: [RejectionCountType],
      description: 'The rejections by kind, most frequent first.',
      resolve: (month) => month.rejections,
    }),
  }),
});

const KindLogType = builder.objectRef<KindLog>('ModerationKind').implement({
  subGraphs: ['public'],
  fields: (t) => ({
    label: t.exposeString('label', { description: 'Translation key with its namespace.' }),
    waiting: t.exposeInt('waiting', { description: 'Waiting for a moderator now.' }),
    months: t.field({
      type: [MonthLogType],
      description: 'The year’s months, newest first, up to this month.',
      resolve: (kind) => kind.months,
    }),
  }),
});

const ModerationLogType = builder.objectRef<ModerationLog>('ModerationLog').implement({
  subGraphs: ['public'],
  fields: (t) => ({
    year: t.exposeInt('year'),
    years: t.exposeIntList('years', { description: 'Every year with a log, newest first.' }),
    kinds: t.field({ type: [KindLogType], resolve: (log) => log.kinds }),
  }),
});

builder.queryField('moderationLog', (t) =>
  t.field({
    type: ModerationLogType,
    nullable: true,
    subGraphs: ['public'],
    description:
      'What the moderators decided on ratings, proposed changes and places, counted by month and kind of refusal, without personal data. Null for a year without a log.',
    args: { year: t.arg.int({ description: 'This year by default.' }) },
    resolve: (_root, args, context) => moderationLog(context, args.year),
  }),
);
