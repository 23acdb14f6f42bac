import type { TFunction } from '@/core/client/translator';
import { cityAndCountry, cityNamesCountry } from '@/core/shared/city-and-country';
import { describe } from '@/core/shared/description-text';
import type { Format, Money } from '@/core/shared/format';
import { majorOf } from '@/modules/openschool/shared/money';
import type { SchoolDetailView } from '../school-detail.query';

/** The lowest and highest yearly tuition of the school's years, in its currency: `$9,800–$14,200`. */
export function tuitionRange(fees: SchoolDetailView['fees'], format: Format): string | null {
  const yearly = fees.grades.flatMap((grade) => (grade.tuition?.yearly ? [grade.tuition.yearly] : []));
  const currency = yearly[0]?.currency;
  const amounts: Money[] = yearly.filter((amount) => amount.currency === currency);
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => majorOf(a) - majorOf(b));
  const [low, high] = [format.money(sorted[0]!), format.money(sorted.at(-1)!)];
  return low === high ? low : `${low}–${high}`;
}

/**
 * A school page's description: its name and place, the curriculums it teaches, the ages it
 * takes and its tuition, then the start of its own description; a shorter sentence for a
 * school whose record lacks some of these.
 */
export function schoolDescription(school: SchoolDetailView, t: TFunction, format: Format): string {
  const fees = tuitionRange(school.fees, format);
  const curriculums = school.curriculums.map((curriculum) => curriculum.shortName ?? curriculum.name);
  const facts =
    curriculums.length > 0 && fees && school.ageFrom !== null && school.ageTo !== null
      ? t('openschool:detail.meta.summary', {
          name: school.name,
          // Many schools carry their city in their name already: the country is enough then.
          place: school.name.includes(school.city)
            ? school.countryName
            : cityAndCountry(school.city, school.countryName),
          curriculums: format.list(curriculums),
          from: school.ageFrom,
          to: school.ageTo,
          fees,
        })
      : // A city-state is named once: "in Singapore", not "in Singapore, Singapore".
        t(
          cityNamesCountry(school.city, school.countryName)
            ? 'openschool:detail.meta.descriptionCity'
            : 'openschool:detail.meta.description',
          { name: school.name, city: school.city, country: school.countryName },
        );
  return describe([facts, school.description]);
}
