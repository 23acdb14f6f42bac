import { failedOutcome, type MutationOutcome } from '@/core/client/form/run-mutation';

/** POSTs one of the signed-in REST calls of spec section 7, which answer `{ success, code }`. */
export async function postAccountAction(path: string): Promise<MutationOutcome> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { success?: boolean; code?: string | null };
    return { success: body.success === true, code: body.code ?? null, field: null };
  } catch {
    return failedOutcome('network.error');
  }
}
