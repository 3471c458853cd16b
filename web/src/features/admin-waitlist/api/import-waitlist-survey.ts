/** Sends pasted survey-tool text to the `importWaitlistSurvey` callable (admins only). */
import { useCallback } from 'react';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import {
  CALLABLE_NAMES,
  importWaitlistSurveyInputSchema,
  type ImportWaitlistSurveyInput,
  type ImportWaitlistSurveyResult,
} from '@unlimited/domain';

export { importWaitlistSurveyInputSchema };

export async function importWaitlistSurvey(
  functions: Functions,
  input: ImportWaitlistSurveyInput,
): Promise<ImportWaitlistSurveyResult> {
  const call = httpsCallable<ImportWaitlistSurveyInput, ImportWaitlistSurveyResult>(
    functions,
    CALLABLE_NAMES.importWaitlistSurvey,
  );
  return (await call(input)).data;
}

export function useImportWaitlistSurvey(): (
  input: ImportWaitlistSurveyInput,
) => Promise<ImportWaitlistSurveyResult> {
  const functions = useFunctions();
  return useCallback((input) => importWaitlistSurvey(functions, input), [functions]);
}
