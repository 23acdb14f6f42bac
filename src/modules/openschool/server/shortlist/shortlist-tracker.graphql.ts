import { requireSignedIn } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import { schoolIdSchema } from '@/modules/openschool/shared/shortlist-input';
import {
  shortlistRemindersInputSchema,
  shortlistStatusInputSchema,
} from '@/modules/openschool/shared/shortlist-tracker';
import { ShortlistResult } from './shortlist.graphql';
import {
  acknowledgeShortlistDeadlines,
  readTrackerSettings,
  renewShortlistCalendar,
  setShortlistReminders,
  setShortlistStatus,
  type TrackerSettings,
} from './shortlist-tracker-service';

const TrackerSettingsType = builder.objectRef<TrackerSettings>('ShortlistTrackerSettings').implement({
  description: 'The signed-in parent’s deadline reminders and private calendar feed.',
  fields: (t) => ({
    reminderDays: t.exposeInt('reminderDays', {
      nullable: true,
      description: 'An email this many days before each deadline of a school not applied to yet; null: none.',
    }),
    calendarUrl: t.exposeString('calendarUrl', {
      nullable: true,
      description:
        'The private iCalendar feed of the deadlines and the parent’s dates; null until asked for.',
    }),
  }),
});

const TrackerSettingsResult = builder
  .objectRef<MutationResult<TrackerSettings>>('ShortlistTrackerSettingsResult')
  .implement({
    fields: (t) => ({
      ...resultFields(t),
      item: t.field({ type: TrackerSettingsType, nullable: true, resolve: (result) => result.item }),
    }),
  });

builder.queryField('shortlistTracker', (t) =>
  t.field({
    type: TrackerSettingsType,
    subGraphs: ['public'],
    description: 'The signed-in parent’s tracker settings; a visitor gets user.not.authorized.',
    resolve: (_root, _args, context) => readTrackerSettings(context, requireSignedIn(context).id),
  }),
);

builder.mutationFields((t) => ({
  setShortlistStatus: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description:
      'Sets where the signed-in parent is with a school of their shortlist, and the date of that step (shortlist.school.missing).',
    args: {
      schoolId: t.arg.id({ required: true }),
      status: t.arg.string({ required: true }),
      statusOn: t.arg.string(),
    },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        setShortlistStatus(
          context,
          user.id,
          parseInput(shortlistStatusInputSchema, {
            schoolId: String(args.schoolId),
            status: args.status,
            statusOn: args.statusOn ?? null,
          }),
        ),
      );
    },
  }),
  acknowledgeShortlistDeadlines: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description: 'The signed-in parent has seen a shortlisted school’s changed deadlines: the flag goes.',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        acknowledgeShortlistDeadlines(context, user.id, parseInput(schoolIdSchema, String(args.schoolId))),
      );
    },
  }),
  setShortlistReminders: t.field({
    type: TrackerSettingsResult,
    subGraphs: ['public'],
    description:
      'Deadline reminders by email, `days` before each deadline (1–60), or null to stop them (opt-in).',
    args: { days: t.arg.int() },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        setShortlistReminders(
          context,
          user.id,
          parseInput(shortlistRemindersInputSchema, { days: args.days ?? null }).days,
        ),
      );
    },
  }),
  renewShortlistCalendar: t.field({
    type: TrackerSettingsResult,
    subGraphs: ['public'],
    description: 'A new private calendar address for the signed-in parent; the previous one stops working.',
    resolve: (_root, _args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() => renewShortlistCalendar(context, user.id));
    },
  }),
}));
