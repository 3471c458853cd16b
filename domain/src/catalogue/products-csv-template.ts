/** The CSV template an admin downloads to fill in for a bulk product import. */
import Papa from 'papaparse';
import { EXAMPLE_MARKER, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './products-csv';

/** File name of the downloadable template. */
export const PRODUCT_CSV_TEMPLATE_FILENAME = 'product-template.csv';

/** Cells holding several values, comma-separated inside one quoted cell. */
const LIST_COLUMNS: readonly ProductCsvColumn[] = ['photos', 'categories', 'tags'];

const TEMPLATE_ROWS: Record<ProductCsvColumn, string>[] = [
  {
    title: `${EXAMPLE_MARKER}Chanel Classic Medium Double Flap Bag`,
    brand: 'Chanel',
    style: 'Classic Flap',
    rank: 'SA',
    price: '8950.00',
    status: 'Hidden',
    description:
      'Black quilted caviar leather with gold-tone hardware, CC turn-lock and chain strap. Includes dust bag and authenticity card.',
    photos:
      'https://example.com/images/chanel-classic-flap-front.jpg, https://example.com/images/chanel-classic-flap-back.jpg',
    categories: 'Bags',
    tags: 'quilted, caviar leather, gold hardware',
    borrow_status: 'Available',
    access_levels: 'Crown',
  },
  {
    title: `${EXAMPLE_MARKER}Louis Vuitton Neverfull MM`,
    brand: 'Louis Vuitton',
    style: 'Neverfull MM',
    rank: 'A',
    price: '1850.00',
    status: 'Hidden',
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
 * a Louis Vuitton Neverfull), each titled with {@link EXAMPLE_MARKER} and Hidden, so the
 * file imported as downloaded creates nothing (the import refuses example rows) and a
 * row filled in from one starts as a draft. List cells are always quoted so admins see where a list
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
