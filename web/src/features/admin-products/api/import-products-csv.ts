/** Bulk import through the `importProductsCsv` callable (admins only). */
import { useCallback } from 'react';
import type { ImportProductsCsvResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export type ImportProductsCsvFn = (csv: string) => Promise<ImportProductsCsvResult>;

export function useImportProductsCsv(): ImportProductsCsvFn {
  const call = useCallable('importProductsCsv');
  return useCallback((csv) => call({ csv }), [call]);
}
