import type { GraphQLContext } from '@/core/server/graphql/context';
import { OSM_DATASET } from '@/modules/openschool/shared/import/dataset-licences';
import { importSettingsOf } from './analysis/stored-settings';
import { listImports } from './school-import-repository';
import { requireImportPermission } from './school-import-service';

/** An import as the history lists it. */
export interface SchoolImportSummary {
  id: string;
  format: string;
  fileName: string;
  datasetName: string;
  createdAt: Date;
  committedAt: Date | null;
  created: number | null;
  updated: number | null;
}

/** Imports newest first, a page at a time: what was imported when, from which dataset. */
export async function listSchoolImports(context: GraphQLContext, page: number, limit: number) {
  requireImportPermission(context);
  const size = Math.min(100, Math.max(1, limit));
  const current = Math.max(1, page);
  const { rows, count } = await listImports(context.db, current, size);
  const items: SchoolImportSummary[] = rows.map((row) => ({
    id: row.id,
    format: row.format,
    fileName: row.file_name,
    datasetName:
      row.format === 'osm' ? OSM_DATASET.name : (importSettingsOf(row.settings).datasetName ?? row.file_name),
    createdAt: row.created_at,
    committedAt: row.committed_at,
    created: row.created_count,
    updated: row.updated_count,
  }));
  return { items, pageInfo: { count, limit: size, page: current } };
}
