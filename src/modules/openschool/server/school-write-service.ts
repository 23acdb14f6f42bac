import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { countryByCode } from '../../../core/server/countries/countries';
import type { Db } from '../../../core/server/db/database';
import { AppError } from '../../../core/server/errors';
import type { FieldError } from '../../../core/server/validation';
import { recordChanges } from '../../../core/shared/record-diff';
import { slugify } from '../../../core/shared/slug';
import type { FeeInput, SchoolInput, SchoolStatus } from '../shared/school-input';
import { syncSchoolFees } from './school-fee-sync';
import { currencyDigits, readSchoolState, type SchoolState } from './school-state-repository';
import type { OpenSchoolTables } from './tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** Who changes a school, for its revision: the signed-in user, or a script. */
export interface SchoolAuthor {
  id: string;
  email: string;
}

export type RevisionKind = 'create' | 'edit' | 'proposal' | 'restore' | 'import';

/**
 * What the data refuses in a valid input: an unknown country, curriculum or fee currency, or a
 * fee amount with more decimals than its currency has. Empty when all is well.
 */
export async function schoolInputProblems(db: Db, input: SchoolInput): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (!countryByCode(input.countryCode)) problems.push({ field: 'countryCode', code: 'country.invalid' });
  const known = new Set(
    (await tables(db).selectFrom('curriculum').select('slug').execute()).map((row) => row.slug),
  );
  input.curriculums.forEach((slug, index) => {
    if (!known.has(slug)) problems.push({ field: `curriculums.${index}`, code: 'curriculum.unknown' });
  });
  const digits = await currencyDigits(db);
  problems.push(...feeProblems(input.fees, digits, (index) => `fees.${index}.`));
  return problems;
}

/**
 * What the exchange rates refuse in fees: a currency without a rate, or an amount with more
 * decimals than its currency has. `prefixOf` gives a fee's field prefix (`fees.2.`, or none).
 */
export function feeProblems(
  fees: readonly FeeInput[],
  digits: Map<string, number>,
  prefixOf: (index: number) => string,
): FieldError[] {
  const problems: FieldError[] = [];
  fees.forEach((fee, index) => {
    const places = digits.get(fee.currency);
    if (places === undefined)
      problems.push({ field: `${prefixOf(index)}currency`, code: 'currency.unknown' });
    else if (Math.abs(fee.amount * 10 ** places - Math.round(fee.amount * 10 ** places)) > 1e-6) {
      problems.push({ field: `${prefixOf(index)}amount`, code: 'amount.invalid' });
    }
  });
  return problems;
}

function schoolColumns(input: SchoolInput) {
  return {
    name: input.name,
    country_code: input.countryCode,
    city: input.city,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    website: input.website,
    email: input.email,
    phone: input.phone,
    description: input.description,
    languages: input.languages,
    accreditations: input.accreditations,
    boarding: input.boarding,
    founded_year: input.foundedYear,
    student_count: input.studentCount,
    avg_class_size: input.avgClassSize,
    age_from: input.ageFrom,
    age_to: input.ageTo,
    grade_system: input.gradeSystem,
    last_verified_at: input.lastVerifiedAt ? new Date(input.lastVerifiedAt) : null,
    verified_source: input.verifiedSource,
  };
}

/** Replaces a school's curriculums and fees by the input's (the caller checked them). */
async function replaceLinks(trx: Db, schoolId: string, input: SchoolInput): Promise<void> {
  await tables(trx).deleteFrom('school_curriculum').where('school_id', '=', schoolId).execute();
  if (input.curriculums.length > 0) {
    await tables(trx)
      .insertInto('school_curriculum')
      .columns(['school_id', 'curriculum_id'])
      .expression((eb) =>
        eb
          .selectFrom('curriculum')
          .select([eb.val(schoolId).as('school_id'), 'id'])
          .where('slug', 'in', input.curriculums),
      )
      .execute();
  }
  await syncSchoolFees(trx, schoolId, input.fees);
}

/**
 * Creates (`id` null) or changes a school from an edit, and keeps its revision: who, when, what
 * changed, from what source, and the whole state after. Call it inside a transaction, with the
 * input checked (`schoolInputProblems`). The version goes up by one; `status` is left as it is
 * when not given. Returns the school's id.
 */
export async function saveSchool(
  trx: Db,
  change: {
    id: string | null;
    /** The id of a new school when it must be this one (an imported file's); a new UUID otherwise. */
    newId?: string;
    input: SchoolInput;
    status?: SchoolStatus;
    author: SchoolAuthor | null;
    kind: RevisionKind;
    source: string | null;
  },
): Promise<string> {
  const { input } = change;
  const before = change.id ? await readSchoolState(trx, change.id, { forUpdate: true }) : null;
  if (change.id && !before) throw new AppError('not.found', { status: 404 });
  const id = change.id ?? change.newId ?? uuidv7();
  if (before) {
    await tables(trx)
      .updateTable('school')
      .set({
        ...schoolColumns(input),
        ...(change.status ? { status: change.status } : {}),
        updated_at: new Date(),
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
  } else {
    await tables(trx)
      .insertInto('school')
      .values({
        id,
        slug: slugify(input.name),
        ...schoolColumns(input),
        status: change.status ?? 'published',
      })
      .execute();
  }
  await replaceLinks(trx, id, input);
  await insertRevision(trx, id, before, change);
  return id;
}

/** Who made a change, how and from what source: what a revision keeps besides the states. */
interface RevisionOf {
  author: SchoolAuthor | null;
  kind: RevisionKind;
  source: string | null;
}

/** Keeps a school's revision: the fields that changed since `before` (null: new) and its state now. */
async function insertRevision(trx: Db, id: string, before: SchoolState | null, change: RevisionOf) {
  const after = (await readSchoolState(trx, id)) as SchoolState;
  const { version: _before, ...beforeFields } = before ?? { version: 0 };
  const { version: _after, ...afterFields } = after;
  await tables(trx)
    .insertInto('school_revision')
    .values({
      id: uuidv7(),
      school_id: id,
      author_id: change.author?.id ?? null,
      author_email: change.author?.email ?? null,
      kind: change.kind,
      source: change.source,
      changes: JSON.stringify(recordChanges(before ? beforeFields : null, afterFields)),
      snapshot: JSON.stringify(after),
    })
    .execute();
}

/**
 * Records a change of a school's fees written beside `saveSchool` (the fee admin), in the same
 * transaction: the school's version goes up, so a school form opened before is refused rather
 * than putting the old fees back, and a revision keeps what changed. `before` is the school's
 * state read with `forUpdate` before the write.
 */
export async function recordSchoolChange(
  trx: Db,
  change: RevisionOf & { id: string; before: SchoolState },
): Promise<void> {
  await tables(trx)
    .updateTable('school')
    .set({ updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', change.id)
    .execute();
  await insertRevision(trx, change.id, change.before, change);
}
