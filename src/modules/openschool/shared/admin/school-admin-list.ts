import type { AdminListSpec } from '@/core/shared/admin-list';
import { SCHOOL_STATUSES } from '../directory-constants';
import { SCHOOL_FACTS, type SchoolFactName } from '../school-catalogue';

/**
 * Every school in the admin, listed or not: searched by name and city, filtered by country
 * code, status, the publication gate, a curriculum's slug, fees, and last change.
 */
export const SCHOOL_ADMIN_LIST: AdminListSpec = {
  columns: {
    name: { sortable: true },
    countryCode: { filter: 'exact' },
    city: {},
    status: { filter: 'options', options: SCHOOL_STATUSES },
    listed: { filter: 'boolean' },
    /** Not listed, and not archived either: a draft someone should finish and publish. */
    waiting: { filter: 'boolean' },
    curriculum: { filter: 'exact' },
    hasFees: { filter: 'boolean' },
    avgFees: { sortable: true },
    updatedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-updatedAt',
};

/**
 * Why a school is kept out of public lists (the publication gate: published, with a name, a
 * country and a city; decision 078), in the order to fix them. Missing fees or curriculums keep
 * no school out: they show as not known yet.
 */
export const NOT_LISTED_REASONS = ['notPublished', 'noName', 'noCity'] as const;
export type NotListedReason = (typeof NOT_LISTED_REASONS)[number];

/**
 * The columns of a schools file, export and import alike: one row per school, every field its
 * form edits. Lists are separated by `;` in a CSV cell (`en; fr`, `ib-dp; igcse`) and are lists
 * in JSON; `fees` is the list of fees (each with its ages, amount, currency, period, academic
 * year and note), JSON in a CSV cell. An import may leave columns out: the school keeps them.
 */
export const SCHOOL_FILE_HEADERS = [...(Object.keys(SCHOOL_FACTS) as SchoolFactName[]), 'status'] as const;

/**
 * Columns an import also reads, for files typed by hand: one yearly tuition fee for every age of
 * the current academic year, replacing that fee only.
 */
export const SCHOOL_FILE_IMPORT_ONLY_HEADERS = ['tuitionAmount', 'tuitionCurrency'] as const;
