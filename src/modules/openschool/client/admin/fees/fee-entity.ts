import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { FEE_ADMIN_LIST } from '@/modules/openschool/shared/admin/fee-admin-schemas';

export const FEES_PATH = '/_admin/school-fees';

const FEE_FIELDS = adminGraphql(`
  fragment AdminSchoolFeeFields on AdminSchoolFee {
    _id version schoolId schoolName schoolCountryCode kind ageFrom ageTo amount currency amountUsd
    period academicYear note createdAt updatedAt
  }
`);

export type FeeItem = ResultOf<typeof FEE_FIELDS>;

export const feeEntity: AdminClientEntity<FeeItem> = {
  name: 'SchoolFee',
  plural: 'SchoolFees',
  path: FEES_PATH,
  list: FEE_ADMIN_LIST,
  fields: FEE_FIELDS,
  titleOf: (fee) => `${fee.schoolName} · ${fee.academicYear}`,
};
