import { formatOf } from '@/core/shared/format';

/**
 * A number of schools as the pages show it, in the page's language: "1,000+" when the server
 * stopped counting there (`countIsLowerBound`, a search as broad as "school").
 */
export function formatSchoolCount(count: number, countIsLowerBound: boolean, language: string): string {
  return formatOf(language).number(count) + (countIsLowerBound ? '+' : '');
}
