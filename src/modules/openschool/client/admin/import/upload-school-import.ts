import { SCHOOL_IMPORT_UPLOAD_PATH } from '@/modules/openschool/shared/import/school-import-settings';

/** The upload's answer: the new import's id, or the code of why the file was refused. */
export type UploadAnswer = { success: true; id: string } | { success: false; code: string };

/**
 * Sends the file to the import's upload route as a multipart body (GraphQL requests stop at
 * 1 MiB; a capital city's extract is about 3 MB). A refusal the server explains keeps its
 * code; a failure without an answer is `network.error`, a refused size `import.too.large`.
 */
export async function uploadSchoolImport(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(SCHOOL_IMPORT_UPLOAD_PATH, { method: 'POST', body: form });
  } catch {
    return { success: false, code: 'network.error' };
  }
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    code?: string | null;
    item?: { id: string };
  } | null;
  if (answer?.success && answer.item) return { success: true, id: answer.item.id };
  if (answer?.code) return { success: false, code: answer.code };
  return { success: false, code: response.status === 413 ? 'import.too.large' : 'network.error' };
}
