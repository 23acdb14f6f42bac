import { v7 as uuidv7 } from 'uuid';
import { requirePermission } from '@/core/server/auth/guard';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { slugify } from '@/core/shared/slug';
import { isPrivateLicence, OSM_DATASET } from '@/modules/openschool/shared/import/dataset-licences';
import {
  importRowDecisionSchema,
  type SchoolImportFormat,
  schoolImportSettingsSchema,
} from '@/modules/openschool/shared/import/school-import-settings';
import { formatOfText, textOfFile } from './analysis/read-import-file';
import { type ImportSettings, importSettingsOf } from './analysis/stored-settings';
import { programmeKey } from './reading/programmes';
import { analyseImport, type ImportAnalysis } from './school-import-analysis';
import { saveProgrammeMappings } from './school-import-programme-repository';
import { findImport, insertImport, type StoredImport, updateImport } from './school-import-repository';

/** An import as the admin page reads it: the file, the operator's settings and the last analysis. */
export interface SchoolImportView {
  id: string;
  format: SchoolImportFormat;
  fileName: string;
  settings: ImportSettings;
  dataset: { slug: string; private: boolean };
  analysis: ImportAnalysis;
  createdAt: Date;
  committedAt: Date | null;
  created: number | null;
  updated: number | null;
}

/** Import needs School:create and School:publish, as the admin's file import. */
export function requireImportPermission(context: GraphQLContext) {
  requirePermission(context, 'School:create');
  requirePermission(context, 'School:publish');
}

/**
 * The dataset a file's facts belong to: OpenStreetMap's for an extract; for a list, the one
 * named by the operator (until then, one named after the file, for the preview).
 */
export function datasetOfImport(format: SchoolImportFormat, fileName: string, settings: ImportSettings) {
  if (format === 'osm') return { slug: OSM_DATASET.slug, private: false };
  const name = settings.datasetName ?? fileName.replace(/\.[a-z0-9]+$/i, '');
  return { slug: slugify(name) || 'list', private: isPrivateLicence(settings.licence) };
}

/** The settings of a new upload: an extract is OpenStreetMap's, under the ODbL. */
const initialSettings = (format: SchoolImportFormat): ImportSettings => ({
  ...importSettingsOf({}),
  licence: format === 'osm' ? OSM_DATASET.licence : 'unknown',
});

export async function analysed(
  db: Db,
  stored: Pick<StoredImport, 'format' | 'fileName' | 'content'>,
  settings: ImportSettings,
) {
  const format = stored.format as SchoolImportFormat;
  const dataset = datasetOfImport(format, stored.fileName, settings);
  const analysis = await analyseImport(db, { format, content: stored.content, settings, dataset });
  return { dataset, analysis };
}

/** The report as stored: the analysis without the checked inputs, which the commit works out again. */
export const reportOf = (analysis: ImportAnalysis) => ({
  ...analysis,
  rows: analysis.rows.map(({ input: _input, otherNames: _names, ...row }) => row),
});

function viewOf(
  stored: StoredImport,
  settings: ImportSettings,
  dataset: SchoolImportView['dataset'],
  analysis: ImportAnalysis,
): SchoolImportView {
  return {
    id: stored.id,
    format: stored.format as SchoolImportFormat,
    fileName: stored.fileName,
    settings,
    dataset,
    analysis,
    createdAt: stored.createdAt,
    committedAt: stored.committedAt,
    created: stored.createdCount,
    updated: stored.updatedCount,
  };
}

/**
 * Keeps an uploaded file and analyses it (decision 079): an OpenStreetMap extract (GeoJSON or
 * Overpass JSON) or a school list (CSV in any usual encoding and separator), told apart by
 * content. Nothing is written to the schools; the preview is the answer.
 */
export async function uploadSchoolImport(
  context: GraphQLContext,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<SchoolImportView> {
  requireImportPermission(context);
  const content = textOfFile(upload.bytes);
  // PostgreSQL text holds no NUL: such a file is neither an extract nor a spreadsheet's.
  if (content.includes('\u0000')) throw new AppError('import.file.invalid', { field: 'file' });
  if (content.replace(/^\uFEFF/, '').trim() === '') throw new AppError('import.empty', { field: 'file' });
  const format = formatOfText(content);
  const fileName = upload.fileName.trim().slice(0, 200) || `import.${format === 'osm' ? 'json' : 'csv'}`;
  const settings = initialSettings(format);
  const { dataset, analysis } = await analysed(context.db, { format, fileName, content }, settings);
  const id = uuidv7();
  await insertImport(context.db, {
    id,
    format,
    fileName,
    content,
    settings,
    report: reportOf(analysis),
    createdBy: context.user?.id ?? null,
  });
  return viewOf((await findImport(context.db, id))!, settings, dataset, analysis);
}

/**
 * The import as last analysed (at its upload, last change or commit), for the preview's pages;
 * `not.found` when there is none. The commit analyses it again against the data as it is then.
 */
export async function schoolImportOf(context: GraphQLContext, id: string): Promise<SchoolImportView> {
  requireImportPermission(context);
  const stored = await storedImport(context.db, id);
  const settings = importSettingsOf(stored.settings);
  const dataset = datasetOfImport(stored.format as SchoolImportFormat, stored.fileName, settings);
  return viewOf(stored, settings, dataset, stored.report as ImportAnalysis);
}

export async function storedImport(db: Db, id: string): Promise<StoredImport> {
  const stored = /^[0-9a-f-]{36}$/i.test(id) ? await findImport(db, id) : undefined;
  if (!stored) throw new AppError('not.found', { status: 404 });
  return stored;
}

/** Saves new settings (or decisions) of an import under preview and analyses it again. */
async function resettle(context: GraphQLContext, stored: StoredImport, settings: ImportSettings) {
  if (stored.committedAt) throw new AppError('import.committed');
  const { dataset, analysis } = await analysed(context.db, stored, settings);
  await updateImport(context.db, stored.id, { settings, report: reportOf(analysis) });
  return viewOf(stored, settings, dataset, analysis);
}

/**
 * Sets how a file is read and whose data it is: the dataset's name, licence and address, the
 * country of records without one, a list's columns, the schools of each operator; programme
 * names mapped to curriculums are remembered for later files too.
 */
export async function updateSchoolImport(context: GraphQLContext, id: string, input: unknown) {
  requireImportPermission(context);
  const stored = await storedImport(context.db, id);
  const { programmes, ...chosen } = parseInput(schoolImportSettingsSchema, input);
  await saveProgrammeMappings(
    context.db,
    programmes.map((mapping) => ({
      programme: programmeKey(mapping.programme),
      curriculums: mapping.curriculums,
    })),
  );
  const settings: ImportSettings = {
    ...chosen,
    licence: stored.format === 'osm' ? OSM_DATASET.licence : chosen.licence,
    decisions: importSettingsOf(stored.settings).decisions,
  };
  return resettle(context, stored, settings);
}

/** Records the operator's decision for some rows (`auto` takes it back) and analyses again. */
export async function decideSchoolImportRows(context: GraphQLContext, id: string, input: unknown) {
  requireImportPermission(context);
  const decision = parseInput(importRowDecisionSchema, input);
  const stored = await storedImport(context.db, id);
  const settings = importSettingsOf(stored.settings);
  const decisions = { ...settings.decisions };
  for (const line of decision.lines) {
    if (decision.action === 'auto') delete decisions[String(line)];
    else decisions[String(line)] = { action: decision.action, schoolId: decision.schoolId };
  }
  return resettle(context, stored, { ...settings, decisions });
}
