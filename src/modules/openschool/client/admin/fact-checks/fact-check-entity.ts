import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { FACT_CHECK_LIST } from '@/modules/openschool/shared/fact-check-list';

const FACT_CHECK_FIELDS = adminGraphql(`
  fragment AdminFactCheckFields on AdminFactCheck {
    _id version kind schoolId schoolName countryCode fact value source status rejectCategory rejectReason
    authorEmail decidedByEmail decidedAt createdAt
  }
`);

export type FactCheckItem = ResultOf<typeof FACT_CHECK_FIELDS>;

export const FACT_CHECKS_PATH = '/_admin/fact-checks';

export const factCheckEntity: AdminClientEntity<FactCheckItem> = {
  name: 'FactCheck',
  // Read with School:list and removed with School:publish, as on the server.
  permissionPrefix: 'School',
  plural: 'FactChecks',
  path: FACT_CHECKS_PATH,
  list: FACT_CHECK_LIST,
  fields: FACT_CHECK_FIELDS,
  titleOf: (check) => `${check.schoolName} · ${check.fact}`,
};

/** Only what still counts or waits can be removed: a published confirmation, a pending dispute. */
export const removable = (check: FactCheckItem) =>
  check.status === (check.kind === 'confirmation' ? 'published' : 'pending');
