import { recordAudit } from '@/core/server/admin/audit/audit-log';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { OSM_DATASET } from '@/modules/openschool/shared/import/dataset-licences';
import type { SchoolImportFormat } from '@/modules/openschool/shared/import/school-import-settings';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { authorOf, schoolInputOf } from '../admin/school-admin-record';
import { readSchoolState } from '../schools/school-state-repository';
import { saveSchool } from '../schools/school-write-service';
import type { AnalysedRow } from './analysis/import-row';
import { importSettingsOf } from './analysis/stored-settings';
import { keepDatasetRecord } from './school-dataset-record-repository';
import { saveDataset } from './school-dataset-repository';
import { findImport, markImportCommitted } from './school-import-repository';
import { analysed, reportOf, requireImportPermission, storedImport } from './school-import-service';

export interface SchoolImportCommit {
  created: number;
  updated: number;
  /** Matched schools that already said what the file says. */
  unchanged: number;
}

/** Writes one new or matched row; whether it created or changed a school. */
async function writeRow(
  trx: Db,
  context: GraphQLContext,
  row: AnalysedRow & { input: SchoolInput },
  dataset: { slug: string; name: string; licence: string; publish: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const reference = row.reference ?? `line ${row.line}`;
  const common = {
    author: authorOf(context),
    kind: 'import' as const,
    source: `${dataset.name} ${reference} (${dataset.licence})`.slice(0, 300),
    imported: { source: dataset.slug, reference: row.reference, fields: row.fields },
  };
  const names = [row.input.name, ...row.otherNames.filter((name) => name.length <= 150)];
  const keepRecord = async (schoolId: string) => {
    for (const name of names)
      await keepDatasetRecord(trx, { schoolId, source: dataset.slug, reference: row.reference, name });
  };
  let schoolId: string;
  let before = null;
  if (row.outcome === 'new') {
    schoolId = await saveSchool(trx, {
      id: null,
      input: row.input,
      status: dataset.publish ? 'published' : 'draft',
      ...common,
    });
  } else {
    schoolId = row.match!.schoolId;
    before = await readSchoolState(trx, schoolId, { forUpdate: true });
    if (!before) throw new AppError('not.found', { status: 404 });
    await keepRecord(schoolId);
    if (row.fields.length === 0) return 'unchanged';
    const merged: SchoolInput = { ...schoolInputOf(before) };
    for (const field of row.fields) Object.assign(merged, { [field]: row.input[field] });
    await saveSchool(trx, { id: schoolId, input: merged, ...common });
  }
  if (row.outcome === 'new') await keepRecord(schoolId);
  await recordAudit(trx, context, {
    entity: 'School',
    entityId: schoolId,
    action: 'import',
    before,
    after: await readSchoolState(trx, schoolId),
  });
  return before ? 'updated' : 'created';
}

/**
 * Imports the rows the preview shows as new or matched (decision 079), in one transaction,
 * analysed again inside it against the data as it is then: new schools are created (published,
 * or drafts when the operator chose so or the dataset's licence keeps its facts private), matched
 * schools get only the fields the fill rule allows, and each school keeps the dataset's record
 * and its name for it. Rows skipped, refused or waiting for the operator's decision are left.
 * A list needs its dataset's name first (`import.dataset.required`).
 */
export async function commitSchoolImport(context: GraphQLContext, id: string): Promise<SchoolImportCommit> {
  requireImportPermission(context);
  await storedImport(context.db, id);
  return context.db.transaction().execute(async (trx) => {
    const stored = (await findImport(trx, id, { forUpdate: true }))!;
    if (stored.committedAt) throw new AppError('import.committed');
    const settings = importSettingsOf(stored.settings);
    const format = stored.format as SchoolImportFormat;
    if (format === 'csv' && !settings.datasetName)
      throw new AppError('import.dataset.required', { field: 'datasetName' });
    const { dataset, analysis } = await analysed(trx, stored, settings);
    const named =
      format === 'osm'
        ? OSM_DATASET
        : {
            slug: dataset.slug,
            name: settings.datasetName!,
            licence: settings.licence,
            attribution: null,
            url: settings.datasetUrl,
          };
    await saveDataset(trx, { ...named, attribution: named.attribution ?? null, url: named.url ?? null });
    const outcome: SchoolImportCommit = { created: 0, updated: 0, unchanged: 0 };
    for (const row of analysis.rows) {
      if ((row.outcome !== 'new' && row.outcome !== 'match') || !row.input) continue;
      const written = await writeRow(trx, context, row as AnalysedRow & { input: SchoolInput }, {
        ...named,
        publish: settings.publish && !dataset.private,
      });
      outcome[written]++;
    }
    await markImportCommitted(trx, id, {
      by: context.user?.id ?? null,
      created: outcome.created,
      updated: outcome.updated,
      report: reportOf(analysis),
    });
    return outcome;
  });
}
