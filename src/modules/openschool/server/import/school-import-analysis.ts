import type { Db } from '@/core/server/db/database';
import type {
  ImportOutcome,
  SchoolImportFormat,
} from '@/modules/openschool/shared/import/school-import-settings';
import { schoolInputOf } from '../admin/school-admin-record';
import { listCurriculums } from '../reference/curriculum-repository';
import { readSchoolState } from '../schools/school-state-repository';
import { fieldsToWrite } from './analysis/fill-rule';
import { type AnalysedRow, type ImportMatch, INCLUDABLE, rowOf } from './analysis/import-row';
import { readImportFile } from './analysis/read-import-file';
import { checkRecord } from './analysis/record-values';
import type { ImportSettings } from './analysis/stored-settings';
import { MatchIndex } from './matching/match-index';
import { type MatchScore, type MatchSide, sameSchoolInFile, scoreMatch } from './matching/school-match-score';
import { nearbyCitiesOf, placePhrasesOf } from './places/import-places';
import type { ImportRecord } from './reading/import-record';
import { curriculumsOfProgramme, type ProgrammeReading, programmeKey } from './reading/programmes';
import type { ListColumn } from './reading/school-list-csv';
import { schoolsForMatching } from './school-dataset-record-repository';
import { fieldSourcesOf } from './school-field-source-repository';
import { programmeMappings } from './school-import-programme-repository';

/** A file to analyse, as stored, and the dataset its facts would belong to. */
export interface ImportToAnalyse {
  format: SchoolImportFormat;
  content: string;
  settings: ImportSettings;
  dataset: { slug: string; private: boolean };
}

/** How the file's programme names were read, for the preview's mapping step. */
export interface ProgrammeSummary {
  programme: string;
  curriculums: string[];
  readAs: ProgrammeReading;
  rows: number;
}

/** The schools of one operator or chain in the file, decided together. */
export interface OperatorSummary {
  operator: string;
  rows: number;
  lowCostChain: boolean;
  action: 'import' | 'skip';
}

export interface ImportAnalysis {
  counts: Record<ImportOutcome, number> & { writes: number; unchanged: number };
  columns: ListColumn[];
  /** Why nothing could be read (`import.csv.noNameColumn`); null when the file was read. */
  problem: string | null;
  programmes: ProgrammeSummary[];
  operators: OperatorSummary[];
  rows: AnalysedRow[];
}

/** An existing school as the matching weighs it. */
interface ExistingSchool extends MatchSide {
  id: string;
  status: string;
}

const matchOf = (school: ExistingSchool, score: MatchScore): ImportMatch => ({
  schoolId: school.id,
  name: school.name,
  city: school.city,
  status: school.status,
  score: score.score,
  reasons: score.reasons,
});

async function existingSchools(db: Db, countryCodes: string[]): Promise<ExistingSchool[]> {
  const rows = await schoolsForMatching(db, countryCodes);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    name: row.name,
    aliases: row.other_names ?? [],
    countryCode: row.country_code,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    website: row.website,
    phone: row.phone,
    references: row.dataset_references ?? [],
  }));
}

/** The programme names of the file, how each reads, and a reader for `checkRecord`. */
async function programmeReader(db: Db, records: ImportRecord[]) {
  const [curriculums, mapped] = await Promise.all([listCurriculums(db), programmeMappings(db)]);
  const known = new Set(curriculums.map((curriculum) => curriculum.slug));
  const summaries = new Map<string, ProgrammeSummary>();
  for (const programme of records.flatMap((record) => record.programmes)) {
    const key = programmeKey(programme);
    const summary = summaries.get(key);
    if (summary) {
      summary.rows++;
      continue;
    }
    const read = curriculumsOfProgramme(programme, curriculums, mapped);
    summaries.set(key, {
      programme,
      curriculums: read.slugs.filter((slug) => known.has(slug)),
      readAs: read.readAs,
      rows: 1,
    });
  }
  const read = (programme: string) => {
    const summary = summaries.get(programmeKey(programme));
    return summary?.readAs ? summary.curriculums : null;
  };
  return { read, summaries: [...summaries.values()] };
}

function operatorSummaries(records: ImportRecord[], settings: ImportSettings): OperatorSummary[] {
  const byName = new Map<string, OperatorSummary>();
  for (const record of records) {
    if (!record.operator) continue;
    const summary = byName.get(record.operator) ?? {
      operator: record.operator,
      rows: 0,
      lowCostChain: false,
      action: 'import',
    };
    summary.rows++;
    summary.lowCostChain ||= record.excluded === 'lowCostChain';
    byName.set(record.operator, summary);
  }
  for (const summary of byName.values()) {
    const chosen = settings.operators.find((entry) => entry.operator === summary.operator);
    summary.action = chosen?.action ?? (summary.lowCostChain ? 'skip' : 'import');
  }
  return [...byName.values()]
    .filter((summary) => summary.rows > 1 || summary.lowCostChain)
    .sort((a, b) => b.rows - a.rows);
}

/**
 * What importing the file would do, row by row, writing nothing (decision 079): rows that cannot
 * be schools or that the rules leave out (and why), rows refused by the school schema, the same
 * school as an earlier row (name *and* place), the same school as an existing one, one the
 * operator must decide (a likely but unsure match), or a new school. Each match carries its
 * score and reasons; the operator's decisions (import, skip, same as, not the same) are applied.
 */
export async function analyseImport(db: Db, file: ImportToAnalyse): Promise<ImportAnalysis> {
  const { settings } = file;
  const read = readImportFile(file.format, file.content, settings);
  const rows: AnalysedRow[] = read.refused.map((refused) =>
    rowOf(refused.line, { reference: refused.reference, name: refused.name, reason: refused.reason }),
  );
  const programmes = await programmeReader(db, read.records);
  const operators = operatorSummaries(read.records, settings);
  const operatorAction = new Map(operators.map((summary) => [summary.operator, summary.action]));
  const countries = [...new Set(read.records.map((record) => String(record.values.countryCode ?? '')))];
  const existing = await existingSchools(db, countries);
  const byId = new Map(existing.map((school) => [school.id, school]));
  const index = new MatchIndex(existing);
  const earlier = new MatchIndex<MatchSide & { line: number }>();
  const firstLineOf = new Map<string, number>();
  for (const [position, record] of read.records.entries()) {
    // A country's extract is thousands of records: other requests are served between batches.
    if (position % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
    const decision = settings.decisions[String(record.line)] ?? null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const row = rowOf(record.line, {
      reference: record.reference,
      name: text(record.values.name),
      city: text(record.values.city),
      countryCode: text(record.values.countryCode),
      decision: decision?.action ?? null,
      operator: record.operator,
      signals: record.signals,
      otherNames: record.otherNames,
    });
    rows.push(row);
    const skip = (reason: AnalysedRow['reason'], more: Partial<AnalysedRow> = {}) =>
      Object.assign(row, { outcome: 'skipped', reason, includable: INCLUDABLE.includes(reason!), ...more });
    const wanted = decision?.action === 'import';
    if (decision?.action === 'skip') {
      skip('operatorChoice');
      continue;
    }
    const grouped = record.operator ? operatorAction.get(record.operator) : undefined;
    if (!wanted && record.excluded && grouped !== 'import') {
      skip(record.excluded);
      continue;
    }
    if (!wanted && grouped === 'skip') {
      skip('operatorSkipped');
      continue;
    }
    const checked = checkRecord(record, programmes.read);
    row.warnings = checked.warnings;
    if (!checked.input) {
      Object.assign(row, { outcome: 'invalid', errors: checked.errors });
      continue;
    }
    const input = checked.input;
    const side: MatchSide & { line: number } = {
      line: record.line,
      name: input.name,
      aliases: record.otherNames,
      countryCode: input.countryCode,
      city: input.city,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      website: input.website,
      phone: input.phone,
      references: [
        ...(record.reference ? [`${file.dataset.slug}:${record.reference}`] : []),
        ...record.otherReferences,
      ],
    };
    const places = placePhrasesOf(side);
    if (!wanted) {
      const twin = earlier.candidates(side).find((other) => sameSchoolInFile(side, other, places));
      if (twin) {
        skip('duplicateInFile', { duplicateOf: twin.line });
        continue;
      }
    }
    earlier.insert(side);
    const nearbyCities = nearbyCitiesOf(input.countryCode);
    const scored = index
      .candidates(side)
      .map((school) => ({ school, score: scoreMatch(side, school, { places, nearbyCities }) }))
      .filter((entry) => entry.score.score >= 25)
      .sort((a, b) => b.score.rank - a.score.rank);
    row.candidates = scored.slice(0, 3).map((entry) => matchOf(entry.school, entry.score));
    Object.assign(row, { input, fields: checked.given });
    let matched: ExistingSchool | undefined;
    let outcome: ImportOutcome = 'new';
    if (decision?.action === 'sameAs' && decision.schoolId) {
      matched = byId.get(decision.schoolId);
      if (!matched) {
        Object.assign(row, {
          outcome: 'invalid',
          errors: [{ field: 'schoolId', code: 'import.school.missing' }],
        });
        continue;
      }
      row.match = matchOf(matched, scoreMatch(side, matched, { places, nearbyCities }));
      outcome = 'match';
    } else if (decision?.action !== 'notSame' && scored[0]) {
      // A school the data already has stays one school; an unsure match is the operator's to
      // decide, and "import" decides it as a new school.
      const best = scored[0];
      const runnerUp = scored[1];
      // Two schools the record is as surely (two campuses of one name): the operator says which.
      if (
        best.score.verdict === 'same' &&
        runnerUp?.score.verdict === 'same' &&
        best.score.rank - runnerUp.score.rank < 10
      ) {
        best.score.verdict = 'review';
        best.score.reasons.push({ code: 'match.ambiguous', detail: runnerUp.school.name, points: 0 });
      }
      if (best.score.verdict === 'same') {
        matched = best.school;
        outcome = 'match';
        row.match = matchOf(best.school, best.score);
      } else if (best.score.verdict === 'review' && !wanted) {
        outcome = 'review';
        row.match = matchOf(best.school, best.score);
      }
    }
    row.outcome = outcome;
    if (!matched) continue;
    const first = firstLineOf.get(matched.id);
    if (first !== undefined) {
      skip('duplicateInFile', { duplicateOf: first, fields: [] });
      continue;
    }
    firstLineOf.set(matched.id, record.line);
    const state = await readSchoolState(db, matched.id);
    const sources = new Map((await fieldSourcesOf(db, [matched.id])).map((source) => [source.field, source]));
    const written = fieldsToWrite(schoolInputOf(state!), sources, checked.given, {
      input,
      from: { source: file.dataset.slug, reference: record.reference },
      private: file.dataset.private,
    });
    Object.assign(row, written);
  }
  rows.sort((a, b) => a.line - b.line);
  return {
    counts: countsOf(rows),
    columns: read.columns,
    problem: read.problem,
    programmes: programmes.summaries,
    operators,
    rows,
  };
}

function countsOf(rows: AnalysedRow[]): ImportAnalysis['counts'] {
  const counts = { new: 0, match: 0, review: 0, skipped: 0, invalid: 0, writes: 0, unchanged: 0 };
  for (const row of rows) {
    counts[row.outcome]++;
    if (row.outcome === 'new' || (row.outcome === 'match' && row.fields.length > 0)) counts.writes++;
    if (row.outcome === 'match' && row.fields.length === 0) counts.unchanged++;
  }
  return counts;
}
