import type { ReactNode } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { formatChangeValue } from '@/modules/openschool/client/school-changes/change-values';
import { feeLineOf } from '@/modules/openschool/client/school-changes/fee-line';
import { objectFactLinesOf } from '@/modules/openschool/client/school-changes/object-fact-lines';

/** How the console names a school's fields and shows their values in a diff, in the admin's language. */
export function useAdminChangeFormat(): {
  labelOf: (field: string) => string;
  valueOf: (field: string, value: unknown) => ReactNode;
  headers: [string, string, string];
} {
  const { t, i18n } = useTranslation('openschool-admin');
  // The admissions' and school life's words are the school form's, which the console's school form
  // loads too.
  const { t: schoolText } = useTranslation('openschool');
  const format = {
    yes: t('revisions.values.yes'),
    no: t('revisions.values.no'),
    feeLine: feeLineOf(i18n.language, {
      kind: (kind) => t(`revisions.values.feeKinds.${kind}`, { defaultValue: kind }),
      period: (period) => t(`revisions.values.periods.${period}`, { defaultValue: period }),
      ages: (from, to) => t('revisions.values.ages', { from, to }),
      allAges: t('revisions.values.allAges'),
    }),
    objectLines: objectFactLinesOf(i18n.language, schoolText),
  };
  return {
    labelOf: (field) => t(`revisions.fields.${field}`, { defaultValue: field }),
    valueOf: (field, value) => formatChangeValue(field, value, format),
    headers: [t('revisions.diff.field'), t('revisions.diff.before'), t('revisions.diff.after')],
  };
}
