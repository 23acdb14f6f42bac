import { recordAudit } from '../../../../core/server/admin/audit/audit-log';
import { requirePermission } from '../../../../core/server/auth/guard';
import type { Db } from '../../../../core/server/db/database';
import type { GraphQLContext } from '../../../../core/server/graphql/context';
import { parseInput } from '../../../../core/server/validation';
import { type SchoolImportInput, schoolImportInputSchema } from '../../shared/import/school-import-input';
import type { SchoolInput } from '../../shared/school-input';
import { authorOf, schoolInputOf } from '../admin/school-admin-record';
import { readSchoolState } from '../schools/school-state-repository';
import { saveSchool } from '../schools/school-write-service';
import { type FieldSource, upsertFieldSources } from './school-field-source-repository';
import { type AnalysedRow, analyseImport, type SchoolImportRow } from './school-import-analysis';
import { datasetOf, readImportFile } from './school-import-file';

export interface SchoolImportReport {
  source: string;
  licence: string | null;
  rows: SchoolImportRow[];
  /** Whether the schools were written (`commit`), or this is the preview. */
  committed: boolean;
  created: number;
  updated: number;
}

/** The revision's source: the dataset and the record (`OpenStreetMap node/123 (ODbL-1.0)`). */
function revisionSource(input: SchoolImportInput, from: FieldSource, row: AnalysedRow): string {
  const record = row.reference ?? `line ${row.line}`;
  const dataset = input.format === 'osm' ? 'OpenStreetMap' : input.fileName;
  return `${dataset} ${record}${from.licence ? ` (${from.licence})` : ''}`.slice(0, 300);
}

/** Writes one new or matched row; whether it changed a school. */
async function writeRow(trx: Db, context: GraphQLContext, input: SchoolImportInput, row: AnalysedRow) {
  const dataset = datasetOf(input);
  const imported = { ...dataset, reference: row.reference ?? `line ${row.line}`, fields: row.fields };
  const common = {
    author: authorOf(context),
    kind: 'import' as const,
    source: revisionSource(input, dataset, row),
  };
  if (row.outcome === 'new') {
    const id = await saveSchool(trx, { id: null, input: row.input!, status: 'draft', imported, ...common });
    return { id, before: null };
  }
  const before = await readSchoolState(trx, row.match!.id, { forUpdate: true });
  if (!before || row.fields.length === 0) return null;
  const merged: SchoolInput = { ...schoolInputOf(before) };
  for (const field of row.fields) Object.assign(merged, { [field]: row.input![field] });
  if (JSON.stringify(merged) === JSON.stringify(schoolInputOf(before))) {
    // The school already says what the dataset says: its provenance is refreshed, no revision.
    const { fields, ...from } = imported;
    await upsertFieldSources(trx, row.match!.id, fields, from);
    return null;
  }
  await saveSchool(trx, { id: row.match!.id, input: merged, imported, ...common });
  return { id: row.match!.id, before };
}

/**
 * Imports schools from an OpenStreetMap extract or a curriculum body's list (decision 072).
 * Without `commit`, the preview: what each record would do, nothing written. With it, in one
 * transaction, new schools are created as drafts and matched schools get the fields they leave
 * empty or that still hold an imported value; every write is a revision of kind `import` naming
 * the dataset, and each written field keeps its source and licence. Records skipped or refused
 * are reported and left out. Needs School:create and School:publish, as the admin's import.
 */
export async function importSchools(context: GraphQLContext, request: unknown): Promise<SchoolImportReport> {
  requirePermission(context, 'School:create');
  requirePermission(context, 'School:publish');
  const input = parseInput(schoolImportInputSchema, request);
  const parsed = readImportFile(input);
  const dataset = datasetOf(input);
  const report = (rows: AnalysedRow[], committed: boolean, created = 0, updated = 0): SchoolImportReport => ({
    source: dataset.source,
    licence: dataset.licence,
    rows: rows.map(({ input: _input, current: _current, ...row }) => row),
    committed,
    created,
    updated,
  });
  if (!input.commit) return report(await analyseImport(context.db, parsed), false);
  return context.db.transaction().execute(async (trx) => {
    const rows = await analyseImport(trx, parsed);
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      if (row.outcome !== 'new' && row.outcome !== 'match') continue;
      const written = await writeRow(trx, context, input, row);
      if (!written) continue;
      if (written.before) updated++;
      else created++;
      await recordAudit(trx, context, {
        entity: 'School',
        entityId: written.id,
        action: 'import',
        before: written.before,
        after: await readSchoolState(trx, written.id),
      });
    }
    return report(rows, true, created, updated);
  });
}
