/** CSV export of an analytics chart's table (what the admin sees, one row per point). */
import Papa from 'papaparse';
import { dayKey } from './analytics-rules';

/** A cell of an exported table: text, a number, or empty. */
export type CsvCell = string | number | null;

/**
 * The table as RFC 4180 CSV (papaparse, CRLF line ends), header first. Text cells that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) get a leading
 * `'`; numbers are written as they are, so a negative figure stays a number.
 */
export function analyticsCsv(
  columns: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  const safe = (cell: CsvCell) =>
    cell === null ? '' : typeof cell === 'number' ? String(cell) : guard(cell);
  return Papa.unparse([columns.map(guard), ...rows.map((row) => row.map(safe))], {
    newline: '\r\n',
  });
}

function guard(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `analytics-<slug>-2026-11-23.csv` for the chart `slug` on the moment's business day. */
export function analyticsCsvFilename(slug: string, date: Date): string {
  return `analytics-${slug}-${dayKey(date)}.csv`;
}
