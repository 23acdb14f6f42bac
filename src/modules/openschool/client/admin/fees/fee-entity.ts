import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { FEE_ADMIN_LIST } from '../../../shared/admin/fee-admin-schemas';
import type { FeeKind, FeePeriod } from '../../../shared/directory-constants';

export const FEES_PATH = '/_admin/school-fees';

export interface FeeItem {
  _id: string;
  version: number;
  schoolId: string;
  schoolName: string;
  schoolCountryCode: string;
  kind: FeeKind;
  ageFrom: number | null;
  ageTo: number | null;
  amount: number;
  currency: string;
  amountUsd: number;
  period: FeePeriod;
  academicYear: string;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

export const feeEntity: AdminClientEntity<FeeItem> = {
  name: 'SchoolFee',
  plural: 'SchoolFees',
  path: FEES_PATH,
  list: FEE_ADMIN_LIST,
  fields: `_id version schoolId schoolName schoolCountryCode kind ageFrom ageTo amount currency amountUsd
    period academicYear note createdAt updatedAt`,
  titleOf: (fee) => `${fee.schoolName} · ${fee.academicYear}`,
};
