import {
  productImportCounts,
  productImportRowText,
  type ImportProductsCsvResult,
  type ProductImportOutcome,
  type ProductImportRow,
} from '@unlimited/domain';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';

/** The import reads photo addresses but does not load them (no fetching from functions). */
export const PHOTOS_NOT_CHECKED =
  'Photo addresses were not checked: open the imported products to see that their photos load before members do.';

/** Above this many rows the row-by-row table starts closed. */
const OPEN_TABLE_ROWS = 20;

const OUTCOME_TEXT: Record<ProductImportOutcome, string> = {
  imported: 'Imported',
  imported_hidden: 'Imported as Hidden (no photos)',
  duplicate: 'Duplicate, not imported',
  error: 'Error, not imported',
};

const OUTCOME_CLASS: Record<ProductImportOutcome, string> = {
  imported: 'text-green-800 dark:text-green-300',
  imported_hidden: 'text-amber-800 dark:text-amber-300',
  duplicate: 'text-neutral-700 dark:text-neutral-300',
  error: 'text-red-800 dark:text-red-300',
};

function RowList({
  label,
  rows,
  className,
}: {
  label: string;
  rows: ProductImportRow[];
  className: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn('max-h-32 overflow-y-auto rounded-lg border p-3 text-sm', className)}
    >
      {rows.map((row) => (
        <li key={row.line}>{productImportRowText(row)}</li>
      ))}
    </ul>
  );
}

/**
 * What a CSV import did: how many products it created, which rows it created Hidden for
 * want of photos, which rows it did not import and why, and every row's fate.
 */
export function CsvImportResult({
  result,
  file,
}: {
  result: ImportProductsCsvResult;
  file: string;
}) {
  const counts = productImportCounts(result.rows);
  const hidden = result.rows.filter((row) => row.outcome === 'imported_hidden');
  const notImported = result.rows.filter(
    (row) => row.outcome === 'duplicate' || row.outcome === 'error',
  );
  const why = [
    counts.duplicate > 0 ? plural(counts.duplicate, 'duplicate', 'duplicates') : null,
    counts.error > 0 ? plural(counts.error, 'error', 'errors') : null,
  ].filter((part) => part !== null);

  return (
    <section aria-label="Import results" className="flex flex-col gap-3">
      <p className="font-medium">
        Imported {plural(result.imported, 'product', 'products')} from {file}.
      </p>
      {counts.imported > 0 && <p className="text-sm">{PHOTOS_NOT_CHECKED}</p>}
      {hidden.length > 0 && (
        <>
          <p className="text-sm text-amber-800 dark:text-amber-300">
            {plural(hidden.length, 'product was', 'products were')} imported as Hidden because{' '}
            {hidden.length === 1 ? 'it has' : 'they have'} no photos. Add photos, then make{' '}
            {hidden.length === 1 ? 'it' : 'them'} Active.
          </p>
          <RowList
            label="Imported as Hidden"
            rows={hidden}
            className="border-amber-200 text-amber-900 dark:border-amber-900 dark:text-amber-200"
          />
        </>
      )}
      {notImported.length > 0 && (
        <>
          <p className="text-sm text-red-700 dark:text-red-400">
            {plural(notImported.length, 'row was', 'rows were')} not imported ({why.join(', ')}):
          </p>
          <RowList
            label="Import errors"
            rows={notImported}
            className="border-red-200 text-red-800 dark:border-red-900 dark:text-red-300"
          />
        </>
      )}
      <details open={result.rows.length <= OPEN_TABLE_ROWS} className="text-sm">
        <summary className="cursor-pointer font-medium">
          Every row ({plural(result.rows.length, 'row', 'rows')})
        </summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
          <table aria-label="Every row" className="w-full text-left">
            <thead className="bg-neutral-50 dark:bg-neutral-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.line} className="border-t border-neutral-200 dark:border-neutral-800">
                  <td className="px-3 py-2 align-top tabular-nums">{row.line}</td>
                  <td className="px-3 py-2 align-top break-words">
                    {row.title || '(no title)'}
                    {row.brand && (
                      <span className="text-neutral-500 dark:text-neutral-400"> · {row.brand}</span>
                    )}
                  </td>
                  <td className={cn('px-3 py-2 align-top break-words', OUTCOME_CLASS[row.outcome])}>
                    <span className="font-medium">{OUTCOME_TEXT[row.outcome]}</span>
                    {row.reason !== null && row.outcome !== 'imported_hidden' && (
                      <span className="block">{row.reason}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
