import { formatValue, type ChartSpec } from '../chart-spec';

/** The chart's figures as a table (the accessible view, and what the CSV holds). */
export function ChartTable({ spec }: { spec: ChartSpec }) {
  const { columns, rows } = spec.table;
  return (
    <div className="max-h-64 overflow-auto rounded-lg ring-1 ring-neutral-200 dark:ring-neutral-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{spec.title}</caption>
        <thead className="sticky top-0 bg-neutral-50 dark:bg-neutral-900">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column.header}
                scope="col"
                className={`px-2 py-2 font-semibold sm:px-3 ${i === 0 ? 'text-left' : 'text-right'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="px-2 py-1.5 text-left font-normal whitespace-nowrap sm:px-3"
                  >
                    {String(cell)}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-1.5 text-right tabular-nums sm:px-3">
                    {formatValue(cell, columns[i]?.unit ?? 'count')}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
