import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import type { AdminProduct } from '../api/get-product-loans';
import { ProductRow, ROW_HEIGHT, STICKY_ACTIONS, type RowHandlers } from './product-row';

/** Rows rendered beyond each edge of the window, so Tab always has a next row to reach. */
const OVERSCAN = 8;
const COLUMNS = 9;

/** Fixed column widths, so the columns do not shift as other rows scroll into view. */
// The Product column takes the rest: 156 px at the table's narrowest (61rem, 1280 px
// windows), more on wide screens; its title wraps to two lines. Narrower windows scroll the
// table inside its card, the Actions column staying in view (sticky on the right).
const COLUMN_WIDTHS = ['w-9', 'w-16', '', 'w-24', 'w-32', 'w-40', 'w-28', 'w-28', 'w-28'];

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={COLUMNS} className="p-0" />
    </tr>
  );
}

/**
 * The products table, virtualised on the page's own scroll: only the rows in and near the
 * window are in the DOM (however many products are loaded), with spacer rows standing in
 * for the rest. Screen readers still hear the whole table: `aria-rowcount` on the table
 * and `aria-rowindex` on each row. The row that has the keyboard focus stays rendered
 * when it scrolls away, so focus is never lost; tabbing on reaches the next rows as the
 * page scrolls to them.
 */
export const ProductsTable = memo(function ProductsTable({
  products,
  selected,
  saving,
  handlers,
  onToggleAll,
  emptyText = 'No products found',
}: {
  /** What the empty table says (what is true for the current search and filters). */
  emptyText?: string;
  products: readonly AdminProduct[];
  selected: ReadonlySet<string>;
  saving: ReadonlySet<string>;
  handlers: RowHandlers;
  onToggleAll: () => void;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focused = useRef<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the rows start on the page. What is above (the filters panel, chips, a narrower
  // window wrapping the toolbar) can move it, and then the page's size changes too. Being
  // a little off only shifts which rows are rendered by less than the overscan.
  useLayoutEffect(() => {
    const measure = () => {
      const body = bodyRef.current;
      if (body) setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: products.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => products[index]?.id ?? index,
  });

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    focused.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  // Each rendered row, after a spacer as tall as the rows left out before it.
  const items = virtualizer.getVirtualItems().map((item, i, all) => ({
    item,
    gap: item.start - (i === 0 ? scrollMargin : all[i - 1]!.end),
  }));
  const after =
    scrollMargin + virtualizer.getTotalSize() - (items.at(-1)?.item.end ?? scrollMargin);
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  const someSelected = !allSelected && products.some((p) => selected.has(p.id));

  return (
    <div className="relative overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
      <table
        className="w-full min-w-[61rem] table-fixed text-left text-sm"
        aria-rowcount={products.length + 1}
      >
        <colgroup>
          {COLUMN_WIDTHS.map((width, i) => (
            <col key={i} className={width || undefined} />
          ))}
        </colgroup>
        <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-500 uppercase dark:bg-neutral-900">
          <tr aria-rowindex={1}>
            <th className="px-2 py-2">
              <input
                type="checkbox"
                aria-label="Select all filtered products"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected;
                }}
                disabled={products.length === 0}
                onChange={onToggleAll}
              />
            </th>
            <th className="px-2 py-2">Image</th>
            <th className="px-2 py-2">Product</th>
            <th className="px-2 py-2">Brand</th>
            <th className="px-2 py-2">Borrow Status</th>
            <th className="px-2 py-2">Access Levels</th>
            <th className="px-2 py-2">Price</th>
            <th className="px-2 py-2">Status</th>
            <th className={`px-2 py-2 ${STICKY_ACTIONS} bg-neutral-50 dark:bg-neutral-900`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
          {products.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="py-12 text-center text-neutral-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            <>
              {items.map(({ item, gap }) => {
                const product = products[item.index]!;
                return (
                  <Fragment key={item.key}>
                    <Spacer height={gap} />
                    <ProductRow
                      index={item.index}
                      product={product}
                      selected={selected.has(product.id)}
                      savingBorrow={saving.has(`${product.id}:borrow`)}
                      savingAccess={saving.has(`${product.id}:access`)}
                      handlers={handlers}
                    />
                  </Fragment>
                );
              })}
              <Spacer height={after} />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
});
