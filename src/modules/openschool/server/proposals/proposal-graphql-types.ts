import { builder } from '@/core/server/graphql/builder';
import type { FieldChange } from '@/core/shared/record-diff';

/** One field of a school an edit changes, for the member who proposes it and the editor who reviews it. */
export const SchoolFieldChangeType = builder.objectRef<FieldChange>('SchoolFieldChange').implement({
  subGraphs: ['public', 'admin'],
  description: 'A field of a school (`city`, `fees`…) with its value before and after a change.',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.before ?? null }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.after ?? null }),
  }),
});
