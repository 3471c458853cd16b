/** Sends pasted survey-tool text to the `importWaitlistSurvey` callable (admins only). */
import {
  importWaitlistSurveyInputSchema,
  type ImportWaitlistSurveyInput,
  type ImportWaitlistSurveyResult,
} from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export { importWaitlistSurveyInputSchema };

export function useImportWaitlistSurvey(): (
  input: ImportWaitlistSurveyInput,
) => Promise<ImportWaitlistSurveyResult> {
  return useCallable('importWaitlistSurvey');
}
