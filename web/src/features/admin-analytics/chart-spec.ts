/**
 * What an analytics chart is: the series it draws and the table (and CSV) that says the
 * same in numbers, and how those numbers read. Pure, so the page, its table view and the
 * export can never disagree.
 */
import { analyticsCsv, formatCents, onFirstUse, formatCount } from '@unlimited/domain';

/** How a column's numbers read. */
export type ColumnUnit = 'text' | 'count' | 'cents' | 'percent';

export interface TableColumn {
  header: string;
  unit: ColumnUnit;
}

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartSpec {
  /** Id for the CSV file name and the DOM. */
  slug: string;
  title: string;
  description: string;
  /** `stacked` draws the series on top of each other (their sum is the total). */
  kind: 'bar' | 'line' | 'stacked-area';
  /** How the series' values read (the axis and tooltips). */
  unit: Exclude<ColumnUnit, 'text'>;
  /** The x-axis labels, one per point. */
  labels: string[];
  series: ChartSeries[];
  /** The headline figure of the card. */
  headline: {
    label: string;
    value: string;
    /** A line under the figure that says how it is made (the MRR's gross and promotions). */
    detail?: string | undefined;
  };
  /** What the table view shows and the CSV holds (raw numbers, cents and percents). */
  table: { columns: TableColumn[]; rows: (string | number)[][] };
  /** Nothing counted yet: the card says so instead of drawing zeros. */
  empty: boolean;
}

const percentFormat = onFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
);

/** A value of `unit` for people. */
export function formatValue(value: string | number, unit: ColumnUnit): string {
  if (typeof value === 'string') return value;
  if (unit === 'cents') return formatCents(value);
  if (unit === 'percent') return `${percentFormat().format(value)}%`;
  return formatCount(value);
}

/** The chart's table as CSV: cents as dollars, percents as numbers, units in the header. */
export function chartCsv(spec: ChartSpec): string {
  const { columns, rows } = spec.table;
  const header = columns.map((c) =>
    c.unit === 'cents' ? `${c.header} (USD)` : c.unit === 'percent' ? `${c.header} (%)` : c.header,
  );
  return analyticsCsv(
    header,
    rows.map((row) =>
      row.map((cell, i) =>
        typeof cell === 'number' && columns[i]?.unit === 'cents' ? cell / 100 : cell,
      ),
    ),
  );
}
