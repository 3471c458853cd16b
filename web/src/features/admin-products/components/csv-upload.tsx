import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  PRODUCT_CSV_TEMPLATE_FILENAME,
  productCsvTemplate,
  productImportCounts,
  type ImportProductsCsvResult,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { CallableError } from '@/lib/callable';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { useImportProductsCsv } from '../api/import-products-csv';
import { CsvImportResult } from './csv-import-result';

/** The file's text (FileReader: also works where Blob.text is missing). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
}

export function downloadTemplate() {
  const blob = new Blob([productCsvTemplate()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = PRODUCT_CSV_TEMPLATE_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The CSV Upload tab: drop or choose a .csv, import it on the server, show the results. */
/**
 * What to tell the admin when the import call fails: the function explains a file it
 * cannot read ("CSV header must include title and brand columns"), an import it did not
 * start (another is running) and a batch that failed part way (how many were imported).
 */
function importFailure(error: unknown): { title: string; reason: string | null } {
  const answered = error instanceof CallableError && error.fromFunction;
  const code = answered ? error.code : null;
  const message = answered ? error.message : null;
  if (code === 'invalid-argument') return { title: 'Failed to parse CSV file', reason: message };
  if (code === 'failed-precondition') return { title: 'The import did not start', reason: message };
  if (code === 'internal' && message?.startsWith('Imported ')) {
    return { title: 'The import stopped part way', reason: message };
  }
  return { title: 'Failed to parse CSV file', reason: null };
}

export function CsvUpload() {
  const inputId = useId();
  const importCsv = useImportProductsCsv();
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<(ImportProductsCsvResult & { file: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.csv')) {
      toast.error('Please upload a CSV file');
      return;
    }
    setBusy(true);
    setResult(null);
    setFailure(null);
    try {
      const outcome = await importCsv(await readText(file));
      setResult({ ...outcome, file: file.name });
      const counts = productImportCounts(outcome.rows);
      if (outcome.imported > 0) {
        toast.success(`Successfully imported ${plural(outcome.imported, 'product', 'products')}`);
      }
      if (counts.error > 0) {
        toast.error(`${plural(counts.error, 'product', 'products')} failed to import`);
      }
      if (counts.duplicate > 0) {
        toast.info(`${plural(counts.duplicate, 'duplicate was', 'duplicates were')} not imported`);
      }
    } catch (error) {
      const { title, reason } = importFailure(error);
      setFailure(reason === null ? title : `${title}: ${reason}`);
      toast.error(title, { description: reason ?? undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-neutral-600 dark:text-neutral-400">
          Columns: title, brand, style, rank, price (dollars, more than $0 and at most $100,000),
          status, description, photos, categories, tags, borrow_status, access_levels. Put several
          photos, categories or tags in one quoted cell, separated by commas. Photo addresses are
          not checked: open imported products to see that their photos load.
        </p>
        <Button variant="outline" size="sm" onClick={downloadTemplate}>
          <Download aria-hidden="true" className="size-4" />
          Download Template
        </Button>
      </div>
      <div
        data-testid="csv-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void handleFile(e.dataTransfer.files[0]);
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-10 text-center',
          dragging
            ? 'border-gold bg-amber-50 dark:bg-amber-900/20'
            : 'border-neutral-300 dark:border-neutral-700',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-neutral-400" />
        <p>Drag and drop a CSV file here, or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer font-semibold underline underline-offset-4"
        >
          Choose CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            void handleFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {busy && <p role="status">Importing...</p>}
      </div>
      <FormAlert>{failure}</FormAlert>
      {result && <CsvImportResult result={result} file={result.file} />}
    </div>
  );
}
