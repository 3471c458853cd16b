/**
 * Bulk product import from a CSV file (spec §3 "CSV product import columns", §5 "CSV
 * import"), and the template an admin downloads to fill in.
 */
import Papa from 'papaparse';
import { parseAccessLevel } from './access';
import {
  BORROW_STATUSES,
  CATEGORIES,
  PRODUCT_STATUSES,
  RANKS,
  type BorrowStatus,
  type Category,
  type ProductStatus,
  type Rank,
} from './catalog';
import { parseDollarsToCents } from './money';
import { normaliseList, productDraftSchema, type ProductDraft } from './product-draft';

/** The columns of the product CSV, in template order. Prices are in dollars. */
export const PRODUCT_CSV_COLUMNS = [
  'title',
  'brand',
  'style',
  'rank',
  'price',
  'status',
  'description',
  'photos',
  'categories',
  'tags',
  'borrow_status',
  'access_levels',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** File name of the downloadable template. */
export const PRODUCT_CSV_TEMPLATE_FILENAME = 'product-template.csv';

/** Cells holding several values, comma-separated inside one quoted cell. */
const LIST_COLUMNS: readonly ProductCsvColumn[] = ['photos', 'categories', 'tags'];

/**
 * `size` is not a template column (the spec's list has none) but is read when present,
 * so an export that carries it round-trips.
 */
type ReadableColumn = ProductCsvColumn | 'size';
const READABLE_COLUMNS: readonly ReadableColumn[] = [...PRODUCT_CSV_COLUMNS, 'size'];

/** What {@link parseProductsCsv} returns: the valid rows, and one message per refused row. */
export interface ProductCsvResult {
  products: ProductDraft[];
  errors: string[];
}

interface CsvRow {
  cells: string[];
  /** Physical line of the file on which the row starts; the header is line 1. */
  line: number;
}

/**
 * Parses an admin's product CSV into validated drafts. It never throws.
 *
 * - The first non-blank line is the header. Names are matched trimmed and
 *   case-insensitively, in any order; unknown columns are ignored. Without `title` and
 *   `brand` columns the whole file is refused with one error.
 * - Rows whose cell count differs from the header, and blank lines, are skipped silently.
 * - Defaults: rank `A`, status `Active`, borrow status `Available` (an unknown value
 *   also gives the default); an unknown access level gives `Reserve`; an empty or
 *   unreadable price gives 0. Prices are dollars (`$1,234.50` is accepted, see
 *   `parseDollarsToCents`) stored as whole cents.
 * - A refused row yields exactly one message `Row N: …`, its problems joined by `; `, so
 *   `errors.length` is the number of refused rows. N is the physical line on which the
 *   row starts, counted from the papaparse cursor, so quoted cells that span lines are
 *   counted correctly.
 */
export function parseProductsCsv(text: string): ProductCsvResult {
  try {
    return parseRows(readRows(text));
  } catch {
    // papaparse is not known to throw on any string; this keeps the promise if it does.
    return { products: [], errors: ['Failed to parse CSV file'] };
  }
}

function readRows(text: string): CsvRow[] {
  const source = String(text).replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    delimiter: ',',
    step(result) {
      rows.push({ cells: result.data, line });
      const rowEnd = result.meta.cursor;
      line += countLineBreaks(source, rowStart, rowEnd);
      rowStart = rowEnd;
    },
  });
  return rows;
}

/** Counts `\r\n`, `\r` and `\n` breaks in `source[from, to)`. */
function countLineBreaks(source: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const char = source[i];
    if (char === '\r' || (char === '\n' && source[i - 1] !== '\r')) count++;
  }
  return count;
}

function isBlank(row: CsvRow): boolean {
  return row.cells.length === 1 && (row.cells[0] ?? '').trim() === '';
}

function parseRows(rows: CsvRow[]): ProductCsvResult {
  const nonBlank = rows.filter((row) => !isBlank(row));
  const [header, ...data] = nonBlank;
  if (header === undefined) return { products: [], errors: ['The CSV file is empty'] };

  const columnIndex = new Map<ReadableColumn, number>();
  header.cells.forEach((name, index) => {
    const column = READABLE_COLUMNS.find((known) => known === name.trim().toLowerCase());
    if (column !== undefined && !columnIndex.has(column)) columnIndex.set(column, index);
  });
  if (!columnIndex.has('title') || !columnIndex.has('brand')) {
    return { products: [], errors: ['CSV header must include title and brand columns'] };
  }

  const products: ProductDraft[] = [];
  const errors: string[] = [];
  for (const row of data) {
    if (row.cells.length !== header.cells.length) continue;
    const cell = (column: ReadableColumn): string => {
      const index = columnIndex.get(column);
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const result = parseRow(cell);
    if (result.ok) products.push(result.draft);
    else errors.push(`Row ${row.line}: ${result.problems.join('; ')}`);
  }
  return { products, errors };
}

type RowResult = { ok: true; draft: ProductDraft } | { ok: false; problems: string[] };

function parseRow(cell: (column: ReadableColumn) => string): RowResult {
  const title = cell('title');
  const brand = cell('brand');
  if (title === '' || brand === '') return { ok: false, problems: ['Missing title or brand'] };

  const problems: string[] = [];
  const categories: Category[] = [];
  for (const name of splitList(cell('categories'))) {
    const category = matchIgnoringCase(CATEGORIES, name);
    if (category === undefined) problems.push(`Unknown category "${name}"`);
    else categories.push(category);
  }

  const parsed = productDraftSchema.safeParse({
    title,
    brand,
    style: cell('style'),
    rank: matchIgnoringCase<Rank>(RANKS, cell('rank')) ?? 'A',
    size: cell('size'),
    price: parseDollarsToCents(cell('price')) ?? 0,
    status: matchIgnoringCase<ProductStatus>(PRODUCT_STATUSES, cell('status')) ?? 'Active',
    description: cell('description'),
    photos: splitList(cell('photos')),
    categories,
    tags: splitList(cell('tags')),
    borrow_status:
      matchIgnoringCase<BorrowStatus>(BORROW_STATUSES, cell('borrow_status')) ?? 'Available',
    access_levels: parseAccessLevel(cell('access_levels')) ?? 'Reserve',
    current_borrower: null,
    return_date: null,
  } satisfies ProductDraft);

  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (!problems.includes(issue.message)) problems.push(issue.message);
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, draft: parsed.data };
}

function splitList(value: string): string[] {
  return normaliseList(value.split(','));
}

function matchIgnoringCase<T extends string>(options: readonly T[], value: string): T | undefined {
  const wanted = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

const TEMPLATE_ROWS: Record<ProductCsvColumn, string>[] = [
  {
    title: 'Chanel Classic Medium Double Flap Bag',
    brand: 'Chanel',
    style: 'Classic Flap',
    rank: 'SA',
    price: '8950.00',
    status: 'Active',
    description:
      'Black quilted caviar leather with gold-tone hardware, CC turn-lock and chain strap. Includes dust bag and authenticity card.',
    photos:
      'https://example.com/images/chanel-classic-flap-front.jpg, https://example.com/images/chanel-classic-flap-back.jpg',
    categories: 'Bags',
    tags: 'quilted, caviar leather, gold hardware',
    borrow_status: 'Available',
    access_levels: 'Elite,Crown',
  },
  {
    title: 'Louis Vuitton Neverfull MM',
    brand: 'Louis Vuitton',
    style: 'Neverfull MM',
    rank: 'A',
    price: '1850.00',
    status: 'Active',
    description:
      'Monogram canvas tote with natural cowhide trim and removable zip pouch. Light patina on the handles.',
    photos: 'https://example.com/images/lv-neverfull-mm-front.jpg',
    categories: 'Bags, Sale',
    tags: 'monogram, tote, everyday',
    borrow_status: 'Available',
    access_levels: 'Reserve,Elite',
  },
];

/**
 * The downloadable template: the header and two sample rows (a Chanel Classic Flap and
 * a Louis Vuitton Neverfull). List cells are always quoted so admins see where a list
 * goes even when it holds one item.
 */
export function productCsvTemplate(): string {
  return Papa.unparse(
    {
      fields: [...PRODUCT_CSV_COLUMNS],
      data: TEMPLATE_ROWS.map((row) => PRODUCT_CSV_COLUMNS.map((column) => row[column])),
    },
    { quotes: PRODUCT_CSV_COLUMNS.map((column) => LIST_COLUMNS.includes(column)) },
  );
}
