import { useCurrentUser } from '@/core/client/guards/use-current-user';
import type { FactConfirmationsView } from '../school-detail.query';

/** Whether the signed-in user may confirm and dispute facts (members who may propose changes). */
export function useMayCheckFacts(): boolean {
  const { user, can } = useCurrentUser();
  return !!user && can('School:update');
}

/**
 * Whether a table gives its facts a column of confirmations: for members, who may confirm them,
 * and for everyone once one of them is confirmed; otherwise the column would stay empty.
 */
export function useFactChecksShown(
  confirmations: readonly FactConfirmationsView[],
  facts: string[],
): boolean {
  const member = useMayCheckFacts();
  return member || confirmations.some((entry) => facts.includes(entry.fact));
}
