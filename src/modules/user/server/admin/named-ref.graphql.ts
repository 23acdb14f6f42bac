import { builder } from '@/core/server/graphql/builder';
import type { NamedRef } from './name-lookup-repository';

/** A role or group beside the record that holds it: enough to name it and link to it. */
export const NamedRefType = builder.objectRef<NamedRef>('AdminNamedRef').implement({
  subGraphs: ['admin'],
  description: 'A role or group as another record lists it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});
