import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../core/shared/intl-formats';
import type { FeeInput } from '../../shared/school-input';
import type { ChangeValueFormat } from './change-values';

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
  const number = numberFormat(language, { maximumFractionDigits: 3 });
  return (fee: FeeInput) => {
    const ages =
      fee.ageFrom !== null && fee.ageTo !== null ? labels.ages(fee.ageFrom, fee.ageTo) : labels.allAges;
    const note = fee.note ? ` — ${fee.note}` : '';
    return `${labels.kind(fee.kind)}, ${ages}: ${number.format(fee.amount)} ${fee.currency} ${labels.period(fee.period)} (${fee.academicYear})${note}`;
  };
}

/** How the public pages show a change's values, with the school form's words. */
export function usePublicChangeFormat(curriculumNames: Map<string, string>): ChangeValueFormat {
  const { t, i18n } = useTranslation('openschool');
  return {
    yes: t('edit.values.yes'),
    no: t('edit.values.no'),
    feeLine: feeLineOf(i18n.language, {
      kind: (kind) => t(`edit.feeKinds.${kind}`, { defaultValue: kind }),
      period: (period) => t(`edit.values.periods.${period}`, { defaultValue: period }),
      ages: (from, to) => t('edit.values.ages', { from, to }),
      allAges: t('edit.values.allAges'),
    }),
    itemName: (field, item) => (field === 'curriculums' ? (curriculumNames.get(item) ?? item) : item),
  };
}
