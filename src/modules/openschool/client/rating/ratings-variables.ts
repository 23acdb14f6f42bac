import { RATINGS_PAGE_SIZE } from './ratings.query';

/** The ratings page of a URL (`?page=2` on the ratings tab): 1 unless it names another. */
export function ratingsVariablesOf(schoolId: string, search: URLSearchParams) {
  const raw = search.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return { schoolId, page, limit: RATINGS_PAGE_SIZE };
}
