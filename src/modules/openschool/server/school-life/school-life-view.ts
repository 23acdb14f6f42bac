import { countryName } from '@/core/server/countries/countries';
import type { LanguageCode } from '@/core/shared/languages';
import { isStale } from '@/modules/openschool/shared/admissions';
import { hasSchoolLife, type SchoolLife } from '@/modules/openschool/shared/school-life';
import { allConfirmedOn } from '../admissions/admissions-view';

export interface SchoolLifeView extends Omit<SchoolLife, 'nationalities'> {
  nationalities: { countryCode: string; countryName: string; percent: number }[];
  /** Whether the school has said anything of its life. */
  known: boolean;
  /** Not confirmed within a year (or never). */
  stale: boolean;
}

/**
 * A school's life for its page: nationalities named in the reader's language, and whether its
 * facts are stale on `today`. They are fresh when confirmed within a year, or when members
 * confirmed (`confirmedOn`: fact key to the latest confirmation's day, decision 091) every one
 * of them they can: its English and its learning support.
 */
export function schoolLifeView(
  life: SchoolLife,
  lang: LanguageCode,
  today: Date,
  confirmedOn: ReadonlyMap<string, string> = new Map(),
): SchoolLifeView {
  const confirmable = [...(life.ealSupport ? ['eal'] : []), ...(life.senSupport ? ['sen'] : [])];
  return {
    ...life,
    nationalities: life.nationalities.map((share) => ({
      ...share,
      countryName: countryName(share.countryCode, lang),
    })),
    known: hasSchoolLife(life),
    stale: isStale(life.confirmedOn, today) && !allConfirmedOn(confirmable, confirmedOn, today),
  };
}
