/** Sends pasted survey-tool text to the `importWaitlistSurvey` callable (admins only). */
import {
  importWaitlistSurveyInputSchema,
  type ImportWaitlistSurveyInput,
  type ImportWaitlistSurveyResult,
} from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export { importWaitlistSurveyInputSchema };

export function useImportWaitlistSurvey(): (
  input: ImportWaitlistSurveyInput,
) => Promise<ImportWaitlistSurveyResult> {
  return useMemberCallable('importWaitlistSurvey');
}
