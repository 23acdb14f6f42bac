import type { TFunction } from '@/core/client/translator';
import { formatOf } from '@/core/shared/format';
import { displayNames } from '@/core/shared/intl-formats';
import { schoolLifeOf } from '@/modules/openschool/shared/school-life';

/**
 * A school's life as the lines of a change's before or after, in the reader's language (`t` of
 * the `openschool` namespace): one line per term and group of facts.
 */
export function schoolLifeLinesOf(language: string, t: TFunction) {
  const format = formatOf(language);
  const day = (value: string) => format.date(value, 'medium');
  const regions = displayNames(format.locale, { type: 'region' });
  return (value: unknown): string[] => {
    const life = schoolLifeOf(value);
    const lines: string[] = [];
    const named = (label: string, items: string[]) => {
      if (items.length > 0) lines.push(`${label}: ${format.list(items)}`);
    };
    for (const term of life.termDates) {
      lines.push(`${term.name}: ${day(term.startsOn)} – ${day(term.endsOn)}`);
    }
    if (life.ealSupport) {
      lines.push(`${t('schoolLife.eal.label')}: ${t(`schoolLife.ealLevel.${life.ealSupport}`)}`);
    }
    if (life.senSupport) {
      lines.push(`${t('schoolLife.sen.label')}: ${t(`schoolLife.senLevel.${life.senSupport}`)}`);
    }
    if (life.nationalityCount !== null) {
      lines.push(`${t('schoolLife.nationalities.count')}: ${format.number(life.nationalityCount)}`);
    }
    named(
      t('schoolLife.nationalities.title'),
      life.nationalities.map(
        (share) => `${regions.of(share.countryCode) ?? share.countryCode} ${format.percent(share.percent)}`,
      ),
    );
    named(t('schoolLife.busAreas.label'), life.busAreas);
    if (life.confirmedOn) lines.push(`${t('schoolLife.confirmedOn.label')}: ${day(life.confirmedOn)}`);
    return lines;
  };
}
