import type { TFunction } from '@/core/client/translator';
import { formatOf } from '@/core/shared/format';
import { admissionsOf } from '@/modules/openschool/shared/admissions';

/**
 * A school's admissions as the lines of a change's before or after, in the reader's language
 * (`t` of the `openschool` namespace): one line per intake, place and group of facts.
 */
export function admissionLinesOf(language: string, t: TFunction) {
  const format = formatOf(language);
  const day = (value: string | null) => (value ? format.date(value, 'medium') : '—');
  return (value: unknown): string[] => {
    const admissions = admissionsOf(value);
    const lines: string[] = [];
    for (const intake of admissions.intakes) {
      lines.push(
        t('admissions.lines.intake', {
          name: intake.name,
          opens: day(intake.opensOn),
          deadline: day(intake.deadline),
        }),
      );
    }
    for (const place of admissions.places) {
      lines.push(
        t('admissions.lines.place', {
          count: place.age,
          status: t(`admissions.placeStatus.${place.status}`),
          date: day(place.confirmedOn),
        }),
      );
    }
    const named = (label: string, items: string[]) => {
      if (items.length > 0) lines.push(`${label}: ${format.list(items)}`);
    };
    named(
      t('admissions.assessments.label'),
      admissions.assessments.map((value) => t(`admissions.assessment.${value}`)),
    );
    named(
      t('admissions.documents.label'),
      admissions.documents.map((value) => t(`admissions.document.${value}`)),
    );
    if (admissions.confirmedOn)
      lines.push(`${t('admissions.confirmedOn.label')}: ${day(admissions.confirmedOn)}`);
    return lines;
  };
}
