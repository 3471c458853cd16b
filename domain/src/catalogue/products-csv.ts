/**
 * Reading a bulk product import's CSV file (spec §3 "CSV product import columns", §5 "CSV
 * import") into rows; product-import.ts decides what each row becomes, and
 * products-csv-template.ts is the file an admin downloads to fill in.
 */
import Papa from 'papaparse';
import { parseAccessLevel } from './access';
import { PRODUCT_FIELDS, productProblems } from './product-validity';
import { ADMIN_BORROW_STATUSES, BORROW_NEEDS_ORDER } from './product-loan';
import {
  IMPORTABLE_BORROW_STATUSES,
  CATEGORIES,
  normaliseList,
  PRODUCT_STATUSES,
  RANKS,
  type AccessLevel,
  type BorrowStatus,
  type Category,
  type ProductStatus,
  type Rank,
} from './catalog';
import {
  PRICE_LIMITS,
  PRICE_MESSAGES,
  priceDollarsSchema,
  productDraftSchema,
  type ProductDraft,
} from './product-draft';

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

/**
 * `size` is not a template column (the spec's list has none) but is read when present,
 * so an export that carries it round-trips.
 */
type ReadableColumn = ProductCsvColumn | 'size';
const READABLE_COLUMNS: readonly ReadableColumn[] = [...PRODUCT_CSV_COLUMNS, 'size'];

/** One data row as {@link parseProductsCsv} read it. */
export type ProductCsvRow = {
  /** Physical line of the file on which the row starts; the header is line 1. */
  line: number;
  /** Title and brand as written, trimmed (`''` when empty), to name the row in results. */
  title: string;
  brand: string;
} & (
  | {
      ok: true;
      draft: ProductDraft;
      /** The row has no photos, so it is stored Hidden whatever status it asked for. */
      hiddenForNoPhotos: boolean;
    }
  | { ok: false; reason: string }
);

/**
 * What {@link parseProductsCsv} returns: every data row, or why the whole file cannot be
 * read (empty, no title or brand column, no data row).
 */
export type ProductCsvResult = { ok: true; rows: ProductCsvRow[] } | { ok: false; error: string };

/** The spec's message for a row without title or brand (§5 "CSV import"). */
export const MISSING_TITLE_OR_BRAND = 'Missing title or brand';

/** How the template's example rows begin their title; the import refuses such rows. */
export const EXAMPLE_MARKER = 'EXAMPLE: ';

/** Refusal of a template example row left in the file. */
export const EXAMPLE_ROW = `This is an example row from the template (its title starts with "${EXAMPLE_MARKER.trim()}"): replace it with your own product, or delete the row.`;

/** A row whose quoted cell does not close: what follows was read into it. */
export const UNCLOSED_QUOTE =
  'A quoted cell on this line is not closed where it should be, so the text after it (the lines below included) was read into that cell and none of it was imported. Close the quote (a quote inside a cell is written twice: "") and import the file again.';

interface CsvRow {
  cells: string[];
  /** papaparse found a quoted cell that does not end where a cell ends. */
  unclosedQuote: boolean;
  /** Physical line of the file on which the row starts; the header is line 1. */
  line: number;
}

/**
 * Parses an admin's product CSV into validated drafts, one result per data row. It never
 * throws.
 *
 * - The first non-blank line is the header. Names are matched trimmed and
 *   case-insensitively, in any order; unknown columns are ignored. Without `title` and
 *   `brand` columns the whole file is refused.
 * - Blank lines are skipped. A row with fewer cells than the header, or with non-blank
 *   cells beyond it, is an error (its cells cannot be matched to columns).
 * - Empty cells take the defaults: rank `A`, status `Active`, borrow status `Available`,
 *   access level `Reserve`. A non-empty value that does not parse is an error naming its
 *   column, never a default: an access level of `Platinum` is not Reserve. The price is
 *   required and checked by `priceDollarsSchema`, as in the product form (dollars,
 *   `$1,234.50` accepted, whole cents, more than $0 and at most $100,000: `12.345` is
 *   refused, never rounded). Photos are web addresses (`https://…`) or paths on this
 *   site (`/…`); whether they load is not checked (the import result says so).
 * - A row without photos is read as Hidden (unless Sold): like the Add Product form, the
 *   import never makes a product Active without a photo. `hiddenForNoPhotos` says so.
 * - A refused row has one `reason`, its problems joined by `; `, each naming its column
 *   (`price: Price must be a number ("abc")`). A row without title or brand is
 *   refused with the spec's `Missing title or brand` alone.
 * - A row titled as the template's examples ({@link EXAMPLE_MARKER}) is refused
 *   ({@link EXAMPLE_ROW}): the template imported as downloaded publishes nothing.
 * - A quote that never closes is an error on the row where it opens ({@link UNCLOSED_QUOTE}),
 *   never a silently swallowed rest of the file.
 * - `line` is the physical line on which the row starts, counted from the papaparse
 *   cursor, so quoted cells that span lines are counted correctly.
 */
export function parseProductsCsv(text: string): ProductCsvResult {
  try {
    return parseRows(readRows(text));
  } catch {
    // papaparse is not known to throw on any string; this keeps the promise if it does.
    return { ok: false, error: 'Failed to parse CSV file' };
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
      // MissingQuotes: the quote never closes; InvalidQuotes: it "closes" mid-cell, which
      // is how an open quote swallows the next rows up to another quoted cell.
      const unclosedQuote = result.errors.some(
        (error) => error.code === 'MissingQuotes' || error.code === 'InvalidQuotes',
      );
      rows.push({ cells: result.data, line, unclosedQuote });
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
  return row.cells.every((cell) => cell.trim() === '');
}

function parseRows(rows: CsvRow[]): ProductCsvResult {
  const nonBlank = rows.filter((row) => !isBlank(row));
  const [header, ...data] = nonBlank;
  if (header === undefined) return { ok: false, error: 'The CSV file is empty' };

  const columnIndex = new Map<ReadableColumn, number>();
  header.cells.forEach((name, index) => {
    const column = READABLE_COLUMNS.find((known) => known === name.trim().toLowerCase());
    if (column !== undefined && !columnIndex.has(column)) columnIndex.set(column, index);
  });
  if (!columnIndex.has('title') || !columnIndex.has('brand')) {
    return { ok: false, error: 'CSV header must include title and brand columns' };
  }
  if (data.length === 0) {
    return { ok: false, error: 'The CSV file has no product rows under its header' };
  }

  const width = header.cells.length;
  return {
    ok: true,
    rows: data.map((row): ProductCsvRow => {
      const cell = (column: ReadableColumn): string => {
        const index = columnIndex.get(column);
        return index === undefined ? '' : (row.cells[index] ?? '').trim();
      };
      const named = { line: row.line, title: cell('title'), brand: cell('brand') };
      if (row.unclosedQuote) {
        // The cell holds what the quote swallowed: name the row by its start.
        const firstLine = (value: string) => (value.split(/\r\n|\r|\n/)[0] ?? '').slice(0, 60);
        return {
          ...named,
          title: firstLine(named.title),
          brand: firstLine(named.brand),
          ok: false,
          reason: UNCLOSED_QUOTE,
        };
      }
      const extra = row.cells.slice(width).filter((value) => value.trim() !== '');
      if (row.cells.length < width || extra.length > 0) {
        return {
          ...named,
          ok: false,
          reason: `The row has ${row.cells.length} cells but the header has ${width} columns (put lists in one quoted cell)`,
        };
      }
      return { ...named, ...parseRow(cell) };
    }),
  };
}

type RowResult =
  { ok: true; draft: ProductDraft; hiddenForNoPhotos: boolean } | { ok: false; reason: string };

const quoted = (value: string) => `"${value}"`;

/** `value` read by `read`, or the default when blank; a problem when it does not read. */
function readCell<T>(
  problems: string[],
  column: ReadableColumn,
  value: string,
  read: (value: string) => T | null | undefined,
  fallback: T,
  expected: string,
): T {
  if (value === '') return fallback;
  const result = read(value);
  if (result === null || result === undefined) {
    problems.push(`${column}: ${quoted(value)} ${expected}`);
    return fallback;
  }
  return result;
}

/** Photos must be web addresses or paths on this site: anything else is a broken image. */
function isPhotoAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function parseRow(cell: (column: ReadableColumn) => string): RowResult {
  const title = cell('title');
  const brand = cell('brand');
  if (title === '' || brand === '') return { ok: false, reason: MISSING_TITLE_OR_BRAND };
  if (title.toUpperCase().startsWith(EXAMPLE_MARKER.trim()))
    return { ok: false, reason: EXAMPLE_ROW };

  const problems: string[] = [];
  const oneOf = (options: readonly string[]) => `is not one of ${options.join(', ')}`;
  const rank = readCell<Rank>(
    problems,
    'rank',
    cell('rank'),
    (value) => matchIgnoringCase(RANKS, value),
    'A',
    oneOf(RANKS),
  );
  const priceCell = cell('price');
  const priceRead = priceDollarsSchema.safeParse(priceCell);
  const price = priceRead.success ? priceRead.data : PRICE_LIMITS.minCents;
  if (!priceRead.success) {
    const message = priceRead.error.issues[0]?.message ?? PRICE_MESSAGES.notANumber;
    problems.push(`price: ${message}${priceCell === '' ? '' : ` (${quoted(priceCell)})`}`);
  }
  const status = readCell<ProductStatus>(
    problems,
    'status',
    cell('status'),
    (value) => matchIgnoringCase(PRODUCT_STATUSES, value),
    'Active',
    oneOf(PRODUCT_STATUSES),
  );
  // A new bag has no order, so no borrower: only the borrow statuses an admin sets by
  // hand (the form's and the rules' invariant); Borrowed and Swapping are named as such.
  const borrowCell = cell('borrow_status');
  const named = matchIgnoringCase(IMPORTABLE_BORROW_STATUSES, borrowCell);
  let borrowStatus: BorrowStatus = 'Available';
  if (named !== undefined && !(ADMIN_BORROW_STATUSES as readonly string[]).includes(named)) {
    problems.push(`borrow_status: ${quoted(borrowCell)}: ${BORROW_NEEDS_ORDER}`);
  } else {
    borrowStatus = readCell<BorrowStatus>(
      problems,
      'borrow_status',
      borrowCell,
      (value) => matchIgnoringCase(ADMIN_BORROW_STATUSES, value),
      'Available',
      oneOf(ADMIN_BORROW_STATUSES),
    );
  }
  const accessLevel = readCell<AccessLevel>(
    problems,
    'access_levels',
    cell('access_levels'),
    parseAccessLevel,
    'Reserve',
    'is not an access level (Reserve, Elite, Crown, a combination such as "Reserve,Elite", or Any)',
  );
  const categories: Category[] = [];
  for (const name of splitList(cell('categories'))) {
    const category = matchIgnoringCase(CATEGORIES, name);
    if (category === undefined) {
      problems.push(`categories: ${quoted(name)} is not a category (${CATEGORIES.join(', ')})`);
    } else {
      categories.push(category);
    }
  }
  const photos = splitList(cell('photos'));
  for (const photo of photos) {
    if (!isPhotoAddress(photo)) {
      problems.push(`photos: ${quoted(photo)} is not a web address (https://…)`);
    }
  }

  const hiddenForNoPhotos = photos.length === 0 && status !== 'Sold';
  const parsed = productDraftSchema.safeParse({
    title,
    brand,
    style: cell('style'),
    rank,
    size: cell('size'),
    price,
    status: hiddenForNoPhotos ? 'Hidden' : status,
    description: cell('description'),
    photos,
    categories,
    tags: splitList(cell('tags')),
    borrow_status: borrowStatus,
    access_levels: accessLevel,
    return_date: null,
  } satisfies ProductDraft);

  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      // An unknown category is already reported by name; the schema then sees none.
      if (column === 'categories' && problems.some((p) => p.startsWith('categories:'))) continue;
      const problem = column === '' ? issue.message : `${column}: ${issue.message}`;
      if (!problems.includes(problem)) problems.push(problem);
    }
  }
  // The checks every product write passes (productProblems): here the value caps.
  const rowProblems = parsed.success
    ? productProblems({ before: null, after: parsed.data, changed: PRODUCT_FIELDS })
    : [];
  for (const { field, message } of rowProblems) {
    const problem = field === null ? message : `${field}: ${message}`;
    if (!problems.includes(problem)) problems.push(problem);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, reason: problems.join('; ') };
  return { ok: true, draft: parsed.data, hiddenForNoPhotos };
}

function splitList(value: string): string[] {
  return normaliseList(value.split(','));
}

function matchIgnoringCase<T extends string>(options: readonly T[], value: string): T | undefined {
  const wanted = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}
