/** Bulk import through the `importProductsCsv` callable (admins only). */
import { useCallback } from 'react';
import { httpsCallable } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import {
  CALLABLE_NAMES,
  type ImportProductsCsvInput,
  type ImportProductsCsvResult,
} from '@unlimited/domain';

export type ImportProductsCsvFn = (csv: string) => Promise<ImportProductsCsvResult>;

export function useImportProductsCsv(): ImportProductsCsvFn {
  const functions = useFunctions();
  return useCallback(
    async (csv) => {
      const call = httpsCallable<ImportProductsCsvInput, ImportProductsCsvResult>(
        functions,
        CALLABLE_NAMES.importProductsCsv,
      );
      return (await call({ csv })).data;
    },
    [functions],
  );
}
