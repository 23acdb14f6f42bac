import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type {
  ImportRowAction,
  SchoolImportSettingsValues,
} from '@/modules/openschool/shared/import/school-import-settings';
import {
  ADMIN_COMMIT_SCHOOL_IMPORT,
  ADMIN_DECIDE_SCHOOL_IMPORT_ROWS,
  ADMIN_SCHOOL_IMPORT,
  ADMIN_SCHOOL_IMPORT_ROWS,
  ADMIN_UPDATE_SCHOOL_IMPORT,
} from './school-import.query';

/** Which rows the preview shows: an outcome (or a skip reason), a name, a page. */
export interface RowFilter {
  outcome: string | null;
  reason: string | null;
  q: string;
  page: number;
  limit: number;
}

/**
 * An import's preview: its summary, the page of rows the filter asks, and the operator's
 * actions (settings, row decisions, the import itself), each followed by the preview as the
 * server analyses it again. A refusal is kept as translated text.
 */
export function useSchoolImportPreview(id: string) {
  const client = useGraphQLClient();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<RowFilter>({ outcome: null, reason: null, q: '', page: 1, limit: 25 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useQuery(ADMIN_SCHOOL_IMPORT, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const rows = useQuery(ADMIN_SCHOOL_IMPORT_ROWS, {
    variables: { id, ...filter, q: filter.q.trim() || null },
    fetchPolicy: 'cache-and-network',
  });

  /** Runs one action; on success the rows are read again (the summary comes with the answer). */
  async function act<T extends { success: boolean; code: string | null }>(work: () => Promise<T>) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (!result.success) {
      setError(errorText(result.code) ?? null);
      return null;
    }
    setError(null);
    await Promise.all([rows.refetch(), summary.refetch()]);
    return result;
  }

  return {
    view: summary.data?.schoolImport ?? null,
    loading: summary.loading && !summary.data,
    missing: summary.data !== undefined && summary.data.schoolImport === null,
    rows: rows.data?.schoolImport?.rows ?? null,
    filter,
    setFilter: (next: Partial<RowFilter>) => setFilter((current) => ({ ...current, page: 1, ...next })),
    error,
    busy,
    updateSettings: (input: SchoolImportSettingsValues) =>
      act(() => runMutation(client, ADMIN_UPDATE_SCHOOL_IMPORT, { id, input: input as never })),
    decide: (lines: number[], action: ImportRowAction, schoolId?: string) =>
      act(() =>
        runMutation(client, ADMIN_DECIDE_SCHOOL_IMPORT_ROWS, {
          id,
          lines,
          action,
          schoolId: schoolId ?? null,
        }),
      ),
    commit: () => act(() => runMutation(client, ADMIN_COMMIT_SCHOOL_IMPORT, { id })),
  };
}

export type SchoolImportPreview = ReturnType<typeof useSchoolImportPreview>;
