import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { InputError } from '@/core/server/validation';
import {
  FEE_ADMIN_LIST,
  FEE_FILE_HEADERS,
  type SchoolFeeAdminInput,
  schoolFeeAdminInputSchema,
} from '@/modules/openschool/shared/admin/fee-admin-schemas';
import { type AdminFeeRecord, findFeeAdminById, findFeeAdminPage } from './fee-admin-repository';
import { changeFee, createFee, feeInputProblems, removeFees } from './fee-admin-service';

const AdminSchoolFeeType = builder.objectRef<AdminFeeRecord>('AdminSchoolFee').implement({
  subGraphs: ['admin'],
  description: 'A fee of a school: tuition for an age band, or a one-off or extra fee.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    schoolId: t.exposeID('schoolId'),
    schoolName: t.exposeString('schoolName'),
    schoolCountryCode: t.exposeString('schoolCountryCode'),
    kind: t.exposeString('kind'),
    ageFrom: t.exposeInt('ageFrom', {
      nullable: true,
      description: 'Both ages null: every age, or one-off.',
    }),
    ageTo: t.exposeInt('ageTo', { nullable: true }),
    amount: t.exposeFloat('amount', { description: 'In the currency’s main unit (12500.5 euros).' }),
    currency: t.exposeString('currency'),
    amountUsd: t.exposeFloat('amountUsd', { description: 'The amount in US dollars at the current rate.' }),
    period: t.exposeString('period', { description: 'year, term, month or once.' }),
    academicYear: t.exposeString('academicYear'),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/**
 * Fees in the admin (`SchoolFee:*`). Each write also records a revision of the fee's school
 * and raises its version (see fee-admin-service); the database recomputes its average fee.
 */
const feeAdmin: AdminEntity<AdminFeeRecord, SchoolFeeAdminInput> = {
  name: 'SchoolFee',
  plural: 'SchoolFees',
  type: AdminSchoolFeeType,
  list: FEE_ADMIN_LIST,
  findPage: (db, list) => findFeeAdminPage(db, list),
  findById: findFeeAdminById,
  inputSchema: schoolFeeAdminInputSchema,
  conflictOf: async (db, input) => {
    const problems = await feeInputProblems(db, input);
    if (problems.length > 0) throw new InputError(problems);
    return null;
  },
  create: createFee,
  update: changeFee,
  bulkActions: {
    delete: { permission: 'SchoolFee:update', run: (trx, fees, context) => removeFees(trx, fees, context) },
  },
  // Exported for spreadsheets; fees come in through the schools file or one by one.
  file: {
    headers: FEE_FILE_HEADERS,
    toRow: (fee) => ({
      schoolId: fee.schoolId,
      schoolName: fee.schoolName,
      kind: fee.kind,
      ageFrom: fee.ageFrom === null ? '' : String(fee.ageFrom),
      ageTo: fee.ageTo === null ? '' : String(fee.ageTo),
      amount: String(fee.amount),
      currency: fee.currency,
      period: fee.period,
      academicYear: fee.academicYear,
      note: fee.note ?? '',
    }),
  },
};

registerAdminEntity(feeAdmin);
