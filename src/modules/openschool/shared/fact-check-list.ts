import type { AdminListSpec } from '@/core/shared/admin-list';

/** A fact check is a member's confirmation of a fact, or their dispute of it (a proposal). */
export const FACT_CHECK_KINDS = ['confirmation', 'dispute'] as const;
export type FactCheckKind = (typeof FACT_CHECK_KINDS)[number];

/** A confirmation is published or removed (rejected); a dispute is pending, approved or rejected. */
export const FACT_CHECK_STATUSES = ['published', 'pending', 'approved', 'rejected'] as const;

/**
 * The moderators' page of fact checks (decision 100): newest first, filtered by school (its name
 * or id), fact (`fees` finds every fee), kind, status and author.
 */
export const FACT_CHECK_LIST: AdminListSpec = {
  columns: {
    school: { filter: 'text' },
    fact: { filter: 'text' },
    kind: { filter: 'options', options: FACT_CHECK_KINDS },
    status: { filter: 'options', options: FACT_CHECK_STATUSES },
    author: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};
