import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { runMutation } from '../../../../../core/client/form/run-mutation';
import { useErrorText } from '../../../../../core/client/form/use-error-text';
import {
  type SchoolImportFormValues,
  schoolImportInputSchema,
} from '../../../shared/import/school-import-input';
import { ADMIN_IMPORT_SCHOOL_DATASET, type SchoolImportReport } from './school-import.query';

export type SchoolImportChoice = Omit<SchoolImportFormValues, 'fileName' | 'content' | 'commit'>;

/**
 * Sends the chosen file for a preview or for the import, checked first with the server's own
 * schema; keeps the last report, or the translated reason it was refused.
 */
export function useSchoolImport() {
  const apollo = useApolloClient();
  const errorText = useErrorText();
  const [report, setReport] = useState<SchoolImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File, choice: SchoolImportChoice, commit: boolean) => {
    const request = { ...choice, fileName: file.name, content: await file.text(), commit };
    const checked = schoolImportInputSchema.safeParse(request);
    if (!checked.success) {
      setError(errorText(checked.error.issues[0]?.message) ?? null);
      return null;
    }
    setBusy(true);
    const result = await runMutation(apollo, ADMIN_IMPORT_SCHOOL_DATASET, {
      ...checked.data,
      countryCode: checked.data.countryCode ?? null,
      licence: checked.data.licence ?? null,
    });
    setBusy(false);
    if (!result.success || !result.item) {
      setError(errorText(result.code) ?? null);
      setReport(null);
      return null;
    }
    setError(null);
    setReport(result.item);
    return result.item;
  };

  const reset = () => {
    setReport(null);
    setError(null);
  };
  return { report, error, busy, send, reset };
}
