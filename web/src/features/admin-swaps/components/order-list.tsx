import { differenceInCalendarDays } from 'date-fns';
import type { ReactNode } from 'react';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  shortOrderId,
  type Order,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import type { SwapListState } from '../api/get-swap-lists';
import { AddressBlock, BagGrade, ListError, bagName } from './swap-format';

export interface OrderListProps {
  /** The list's heading, also its accessible name. */
  title: string;
  description: string;
  state: SwapListState;
  empty: string;
  /** What the list failed to load, for its error line. */
  what: string;
  /** Selected order ids; leave out for a list without bulk actions. */
  selected?: ReadonlySet<string>;
  onToggle?: (orderId: string) => void;
  onToggleAll?: (select: boolean) => void;
  /** The dates and facts of one order line. */
  details: (order: Order, now: Date) => ReactNode;
  /** The bulk action buttons. */
  actions?: ReactNode;
  showGrade?: boolean;
}

/** Days from `date` to `now` (positive when `date` is in the past). */
export function daysSince(date: Date, now: Date): number {
  return differenceInCalendarDays(now, date);
}

/** One list of the Swaps screen: heading, bulk actions, one card per order. */
export function OrderList(props: OrderListProps) {
  const { title, state, selected, onToggle, onToggleAll } = props;
  const now = new Date();
  const headingId = `${title.toLowerCase().replaceAll(' ', '-')}-heading`;
  const all = state.orders.length > 0 && state.orders.every((o) => selected?.has(o.id));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl">
            {title}
            {state.status === 'success' && (
              <span className="ml-2 text-base text-neutral-500">
                ({state.orders.length}
                {state.more ? '+' : ''})
              </span>
            )}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{props.description}</p>
        </div>
        {props.actions}
      </div>
      {state.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          Loading...
        </p>
      )}
      {state.status === 'error' && <ListError what={props.what} />}
      {state.status === 'success' && state.orders.length === 0 && (
        <p className="text-sm text-neutral-500">{props.empty}</p>
      )}
      {state.status === 'success' && state.orders.length > 0 && (
        <>
          {onToggleAll && (
            <label className="mb-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={all}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="size-4 accent-ink"
              />
              Select all
            </label>
          )}
          <ul aria-label={title} className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {state.orders.map((order) => (
              <li key={order.id} className="flex gap-3 py-3">
                {onToggle && (
                  <input
                    type="checkbox"
                    aria-label={`Select order ${shortOrderId(order.id)}`}
                    checked={selected?.has(order.id) ?? false}
                    onChange={() => onToggle(order.id)}
                    className="mt-1 size-4 shrink-0 accent-ink"
                  />
                )}
                <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-3">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold wrap-anywhere">{bagName(order)}</p>
                    <p className="text-xs text-neutral-500">
                      Order {shortOrderId(order.id)}{' '}
                      <Badge tone={ORDER_STATUS_COLORS[order.order_status]}>
                        {ORDER_STATUS_LABELS[order.order_status]}
                      </Badge>
                    </p>
                    {props.showGrade && <BagGrade bagId={order.bag_id} />}
                  </div>
                  <AddressBlock order={order} />
                  <div className="min-w-0 text-xs wrap-anywhere text-neutral-600 dark:text-neutral-400">
                    {props.details(order, now)}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {state.more && (
            <p className="mt-2 text-xs text-neutral-500">
              Showing the first {state.orders.length}; the rest appear as these are done.
            </p>
          )}
        </>
      )}
    </section>
  );
}
