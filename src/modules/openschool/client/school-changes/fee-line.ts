import { formatOf } from '@/core/shared/format';
import type { FeeInput } from '@/modules/openschool/shared/school-input';

/**
 * A fee on one line, in the reader's language: "Tuition, ages 3–10: 4,200.50 EUR per term
 * (2026-2027)". `labels` names kinds and periods and says the ages; a namespace's own texts.
 */
export function feeLineOf(
  language: string,
  labels: {
    kind: (kind: string) => string;
    period: (period: string) => string;
    ages: (from: number, to: number) => string;
    allAges: string;
  },
) {
  const format = formatOf(language);
  return (fee: FeeInput) => {
    const ages =
      fee.ageFrom !== null && fee.ageTo !== null ? labels.ages(fee.ageFrom, fee.ageTo) : labels.allAges;
    const note = fee.note ? ` — ${fee.note}` : '';
    return `${labels.kind(fee.kind)}, ${ages}: ${format.number(fee.amount, { maximumFractionDigits: 3 })} ${fee.currency} ${labels.period(fee.period)} (${fee.academicYear})${note}`;
  };
}
