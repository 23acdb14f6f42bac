import { useTranslation } from '@/core/client/use-translation';
import type { ChangeValueFormat } from '../school-changes/change-values';
import { feeLineOf } from '../school-changes/fee-line';
import { objectFactLinesOf } from '../school-changes/object-fact-lines';

/** How the public pages show a change's values, with the school form's words. */
export function usePublicChangeFormat(curriculumNames: Map<string, string>): ChangeValueFormat {
  const { t, i18n } = useTranslation('openschool');
  return {
    yes: t('edit.values.yes'),
    no: t('edit.values.no'),
    feeLine: feeLineOf(i18n.language, {
      kind: (kind) => t(`form.feeKinds.${kind}`, { defaultValue: kind }),
      period: (period) => t(`edit.values.periods.${period}`, { defaultValue: period }),
      ages: (from, to) => t('edit.values.ages', { from, to }),
      allAges: t('edit.values.allAges'),
    }),
    objectLines: objectFactLinesOf(i18n.language, t),
    itemName: (field, item) => (field === 'curriculums' ? (curriculumNames.get(item) ?? item) : item),
  };
}
