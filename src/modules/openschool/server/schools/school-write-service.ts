import { v7 as uuidv7 } from 'uuid';
import { countryByCode } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { FieldError } from '@/core/server/validation';
import { recordChanges } from '@/core/shared/record-diff';
import { slugify } from '@/core/shared/slug';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import type { FeeInput, SchoolInput } from '@/modules/openschool/shared/school-input';
import { syncSchoolFees } from '../fees/school-fee-sync';
import {
  deleteFieldSources,
  type FieldSource,
  upsertFieldSources,
} from '../import/school-field-source-repository';
import { insertRevisionRow } from '../revisions/revision-write-repository';
import {
  bumpSchoolVersion,
  curriculumSlugs,
  insertSchoolRow,
  replaceSchoolCurriculums,
  updateSchoolRow,
} from './school-repository';
import { currencyDigits, readSchoolState, type SchoolState } from './school-state-repository';

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
  const known = new Set(await curriculumSlugs(db));
  input.curriculums.forEach((slug, index) => {
    if (!known.has(slug)) problems.push({ field: `curriculums.${index}`, code: 'curriculum.unknown' });
  });
  input.schoolLife.nationalities.forEach((share, index) => {
    if (!countryByCode(share.countryCode)) {
      problems.push({ field: `schoolLife.nationalities.${index}.countryCode`, code: 'country.invalid' });
    }
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

/** Replaces a school's curriculums and fees by the input's (the caller checked them). */
async function replaceLinks(trx: Db, schoolId: string, input: SchoolInput): Promise<void> {
  await replaceSchoolCurriculums(trx, schoolId, input.curriculums);
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
    /** An open dataset's import: the fields it wrote, and where they came from. */
    imported?: ImportedFields;
  },
): Promise<string> {
  const { input } = change;
  const before = change.id ? await readSchoolState(trx, change.id, { forUpdate: true }) : null;
  if (change.id && !before) throw new AppError('not.found', { status: 404 });
  const id = change.id ?? change.newId ?? uuidv7();
  if (before) await updateSchoolRow(trx, id, input, change.status);
  else
    await insertSchoolRow(trx, {
      id,
      slug: slugify(input.name),
      input,
      status: change.status ?? 'published',
    });
  await replaceLinks(trx, id, input);
  await insertRevision(trx, id, before, change);
  return id;
}

/** The fields an open dataset's import wrote, and where their values came from. */
export interface ImportedFields extends FieldSource {
  fields: readonly string[];
}

/** Who made a change, how and from what source: what a revision keeps besides the states. */
interface RevisionOf {
  author: SchoolAuthor | null;
  kind: RevisionKind;
  source: string | null;
  imported?: ImportedFields;
}

/**
 * Keeps each field's provenance with the revision that changed it, in this one place: an
 * import's fields now hold its dataset's values; any other change (an editor, an approved
 * proposal, a restore, a file of the admin's) is a person's, so the fields it changed lose their
 * imported provenance and later imports leave them alone (decision 072).
 */
async function keepFieldSources(trx: Db, id: string, changed: string[], imported?: ImportedFields) {
  if (!imported) return deleteFieldSources(trx, id, changed);
  const { fields, ...from } = imported;
  await upsertFieldSources(trx, id, fields, from);
  await deleteFieldSources(
    trx,
    id,
    changed.filter((field) => !fields.includes(field)),
  );
}

/** Keeps a school's revision: the fields that changed since `before` (null: new) and its state now. */
async function insertRevision(trx: Db, id: string, before: SchoolState | null, change: RevisionOf) {
  const after = (await readSchoolState(trx, id)) as SchoolState;
  const { version: _before, ...beforeFields } = before ?? { version: 0 };
  const { version: _after, ...afterFields } = after;
  const everyField = recordChanges(before ? beforeFields : null, afterFields);
  // A school a dataset creates: its revision lists what the record gave, not the defaults of
  // the fields it said nothing about (no "Boarding: no" nobody stated).
  const changes =
    !before && change.imported
      ? everyField.filter((field) => change.imported!.fields.includes(field.field))
      : everyField;
  await keepFieldSources(
    trx,
    id,
    changes.map((change) => change.field),
    change.imported,
  );
  await insertRevisionRow(trx, {
    id: uuidv7(),
    schoolId: id,
    authorId: change.author?.id ?? null,
    authorEmail: change.author?.email ?? null,
    kind: change.kind,
    source: change.source,
    changes: JSON.stringify(changes),
    snapshot: JSON.stringify(after),
  });
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
  await bumpSchoolVersion(trx, change.id);
  await insertRevision(trx, change.id, change.before, change);
}
