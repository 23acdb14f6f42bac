import { builder } from '@/core/server/graphql/builder';
import { openDataSummary } from './open-data-repository';

const OpenDataSummary = builder
  .objectRef<{ schools: number; updatedAt: Date | null }>('OpenDataSummary')
  .implement({
    description: 'What the open data exports hold now: they are read from the directory at each download.',
    fields: (t) => ({
      schools: t.exposeInt('schools', { description: 'Listed schools: one record each in the files.' }),
      updatedAt: t.expose('updatedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When a listed school last changed; null while none is listed.',
      }),
    }),
  });

builder.queryField('openDataSummary', (t) =>
  t.field({
    type: OpenDataSummary,
    subGraphs: ['public'],
    description: 'How many schools the open data exports hold, and when one last changed.',
    resolve: (_root, _args, context) => openDataSummary(context.db),
  }),
);
