import { requirePermission } from '../auth/guard';
import { builder } from '../graphql/builder';
import { type CoreCounts, coreCounts } from './dashboard-repository';

const DashboardCounts = builder.objectRef<CoreCounts>('DashboardCounts').implement({
  subGraphs: ['admin'],
  description: "The platform's counts; modules add their own later.",
  fields: (t) => ({
    users: t.exposeInt('users', { description: 'Accounts not closed.' }),
    activeSessions: t.exposeInt('activeSessions', { description: 'Sessions not expired.' }),
    mailsSent: t.exposeInt('mailsSent'),
    mailsFailed: t.exposeInt('mailsFailed'),
    mailsStored: t.exposeInt('mailsStored', { description: 'Mails kept in the outbox, not delivered.' }),
    missingTranslations: t.exposeInt('missingTranslations', {
      description: 'Translation keys browsers reported missing.',
    }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({
    type: DashboardCounts,
    subGraphs: ['admin'],
    description: 'Counts for the admin dashboard. Needs Dashboard:view.',
    resolve: (_root, _args, context) => {
      requirePermission(context, 'Dashboard:view');
      return coreCounts(context.db);
    },
  }),
);
