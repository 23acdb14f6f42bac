import { ADMIN_EXPORT_PATH, ADMIN_IMPORT_PATH, adminFilePathName } from '@/core/shared/admin-file-paths';
import type { AdminListInput } from '@/core/shared/admin-list';
import type { ImportAnswer } from './admin-client-entity';

export type FileFormat = 'csv' | 'json';

/** A file a list was exported to, and how many rows it holds. */
export interface DownloadedExport {
  count: number;
  truncated: boolean;
}

/** Saves a blob as a file through a temporary link, as a download. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads the list, filtered and sorted as `input` says (every page), from the export route:
 * the server streams it, so a list of any size fits. Throws when the server refuses.
 */
export async function downloadExport(
  plural: string,
  input: AdminListInput,
  format: FileFormat,
): Promise<DownloadedExport> {
  const query = new URLSearchParams({ format, list: JSON.stringify(input) });
  const response = await fetch(`${ADMIN_EXPORT_PATH}/${adminFilePathName(plural)}?${query}`);
  if (!response.ok) throw new Error(`export: ${response.status}`);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  save(await response.blob(), filename ?? `${adminFilePathName(plural)}.${format}`);
  return {
    count: Number(response.headers.get('x-export-count') ?? 0),
    truncated: response.headers.get('x-export-truncated') === 'true',
  };
}

/**
 * Sends a file to the import route as a multipart upload (files far over GraphQL's 1 MiB):
 * checked row by row, written only with `commit`. Answers the server's report, refusals too.
 */
export async function uploadImport(plural: string, file: File, commit: boolean): Promise<ImportAnswer> {
  const format: FileFormat = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const form = new FormData();
  form.set('file', file);
  const query = new URLSearchParams({ format, commit: String(commit) });
  const response = await fetch(`${ADMIN_IMPORT_PATH}/${adminFilePathName(plural)}?${query}`, {
    method: 'POST',
    body: form,
  });
  const answer = (await response.json().catch(() => null)) as Partial<ImportAnswer> | null;
  if (!answer || typeof answer.code === 'undefined') throw new Error(`import: ${response.status}`);
  return {
    success: answer.success ?? false,
    code: answer.code,
    field: answer.field ?? null,
    committed: answer.committed ?? false,
    created: answer.created ?? 0,
    updated: answer.updated ?? 0,
    rows: answer.rows ?? [],
  } as ImportAnswer;
}
