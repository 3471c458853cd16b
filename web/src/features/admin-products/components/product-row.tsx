import { Eye, MoreHorizontal, Pencil } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { memo } from 'react';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_LABELS,
  ADMIN_BORROW_STATUSES,
  BAG_ON_LOAN,
  BORROW_STATUSES,
  formatCents,
  isOnLoan,
  valueCapFlagOf,
  type AccessLevel,
  type BorrowStatus,
} from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';
import { StatusBadge } from './status-badge';
import { ValueCapBadge } from './value-cap-badge';

/**
 * A row's height in px: the tallest cell, the product's (a title of up to two lines and its
 * style line, 56 px), with 8 px above and below, and a 1 px border. The table's virtualizer
 * sizes its window with it, and each row takes it as its height.
 */
export const ROW_HEIGHT = 73;

export interface RowHandlers {
  onSelect: (product: AdminProduct, selected: boolean) => void;
  onBorrowStatus: (product: AdminProduct, value: BorrowStatus) => void;
  onAccessLevel: (product: AdminProduct, value: AccessLevel) => void;
  onPreview: (product: AdminProduct) => void;
  onEdit: (product: AdminProduct) => void;
  onMenuBorrowStatus: (product: AdminProduct) => void;
  onMenuAccessLevel: (product: AdminProduct) => void;
  onArchive: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

const selectClasses =
  'w-full rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm disabled:opacity-50 dark:border-neutral-700 dark:bg-neutral-950';
const menuItemClasses =
  'cursor-pointer rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800';

/** The Actions column stays at the card's right edge while the table scrolls sideways. */
export const STICKY_ACTIONS =
  'sticky right-0 shadow-[inset_1px_0_0_var(--color-neutral-200)] dark:shadow-[inset_1px_0_0_var(--color-neutral-800)]';

/**
 * One product's row, the `index`th of the filtered list (the table may render only some:
 * `aria-rowindex` says where it is, the header being row 1). Memoised: with stable
 * `handlers` (useRowActions), a row re-renders only when its product, place, selection
 * or saving state changes. Its height is fixed (see ROW_HEIGHT): the title takes at most two
 * lines, every other cell one.
 */
export const ProductRow = memo(function ProductRow({
  index,
  product,
  selected,
  savingBorrow,
  savingAccess,
  handlers,
}: {
  index: number;
  product: AdminProduct;
  selected: boolean;
  savingBorrow: boolean;
  savingAccess: boolean;
  handlers: RowHandlers;
}) {
  const main = product.photos[0];
  const capFlag = valueCapFlagOf(product);
  return (
    <tr
      data-index={index}
      data-product-id={product.id}
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      className="border-b border-neutral-200 dark:border-neutral-800"
    >
      <td className="px-2 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${product.title}`}
          checked={selected}
          onChange={(e) => handlers.onSelect(product, e.target.checked)}
        />
      </td>
      <td className="px-2 py-2">
        {main ? (
          <img
            src={main}
            alt={product.title}
            loading="lazy"
            className="size-12 rounded-md object-cover"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-md bg-neutral-100 text-[10px] text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
            No Image
          </span>
        )}
      </td>
      <td className="px-2 py-2">
        <p className="line-clamp-2 font-medium wrap-anywhere" title={product.title}>
          {product.title}
        </p>
        {product.style && (
          <p className="truncate text-xs text-neutral-500" title={product.style}>
            {product.style}
          </p>
        )}
      </td>
      <td className="px-2 py-2">
        <span className="line-clamp-2 wrap-anywhere" title={product.brand}>
          {product.brand}
        </span>
      </td>
      <td className="px-2 py-2">
        {isOnLoan(product) ? (
          <span
            className="inline-flex flex-wrap items-center gap-x-1 text-sm"
            title={BAG_ON_LOAN}
            aria-label={`Borrow status for ${product.title}: ${product.borrow_status}, on loan to a member`}
          >
            {product.borrow_status}
            <span className="text-xs text-neutral-500">(on loan)</span>
          </span>
        ) : (
          <select
            aria-label={`Borrow status for ${product.title}`}
            className={selectClasses}
            value={product.borrow_status}
            disabled={savingBorrow}
            onChange={(e) => handlers.onBorrowStatus(product, e.target.value as BorrowStatus)}
          >
            {BORROW_STATUSES.filter(
              (s) =>
                s === product.borrow_status ||
                (ADMIN_BORROW_STATUSES as readonly string[]).includes(s),
            ).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="px-2 py-2">
        <select
          aria-label={`Access level for ${product.title}`}
          className={selectClasses}
          value={product.access_levels}
          disabled={savingAccess}
          onChange={(e) => handlers.onAccessLevel(product, e.target.value as AccessLevel)}
        >
          {ACCESS_LEVELS.map((l) => (
            <option key={l} value={l}>
              {ACCESS_LEVEL_LABELS[l]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-2 py-2 whitespace-nowrap tabular-nums">
        {formatCents(product.price, { decimals: true })}
        {capFlag !== null && (
          <div className="mt-0.5">
            <ValueCapBadge flag={capFlag} />
          </div>
        )}
      </td>
      <td className="px-2 py-2">
        <StatusBadge status={product.status} />
      </td>
      <td className={`px-2 py-2 ${STICKY_ACTIONS} bg-white dark:bg-neutral-950`}>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            aria-label={`Preview ${product.title}`}
            className="rounded-md p-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
            onClick={() => handlers.onPreview(product)}
          >
            <Eye aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Edit ${product.title}`}
            className="rounded-md p-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
            onClick={() => handlers.onEdit(product)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={`More actions for ${product.title}`}
              className="rounded-md p-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              <MoreHorizontal aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                className="z-50 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
              >
                <DropdownMenu.Item
                  className={menuItemClasses}
                  disabled={isOnLoan(product)}
                  onSelect={() => handlers.onMenuBorrowStatus(product)}
                >
                  Update Borrow Status
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={menuItemClasses}
                  onSelect={() => handlers.onMenuAccessLevel(product)}
                >
                  Change Access Level
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={menuItemClasses}
                  disabled={product.status === 'Hidden'}
                  onSelect={() => handlers.onArchive(product)}
                >
                  Archive
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
                <DropdownMenu.Item
                  className={`${menuItemClasses} text-red-700 dark:text-red-400`}
                  onSelect={() => handlers.onDelete(product)}
                >
                  Delete
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </td>
    </tr>
  );
});
