import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, shortOrderId, formatCount } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { SearchInput } from '@/components/ui/search-input';
import { useMediaQuery } from '@/lib/media/use-media-query';
import {
  isOrderStatusFilter,
  useAdminOrders,
  type OrderStatusFilter,
} from '../api/get-admin-orders';
import { useOrderCounts } from '../api/get-order-counts';
import { OrderCards } from './order-cards';
import { OrderDetailsDialog } from './order-details-dialog';
import { shortUsDate, tierName } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

/** Below Tailwind's `sm` (40rem, as the CSS writes it): the orders as cards, not a table. */
export const ORDERS_PHONE_QUERY = '(width < 40rem)';

/** Milliseconds the search box waits after the last keystroke before it queries. */
const SEARCH_DELAY_MS = 250;

function SummaryCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold tabular-nums">
        {value === undefined ? '—' : formatCount(value)}
      </dd>
    </div>
  );
}

/** /admin/orders: summary, search, status filter, the order table and its details dialog. */
export function AdminOrders() {
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const filter: OrderStatusFilter = isOrderStatusFilter(param) ? param : 'all';
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  // ?order=<id> (a link from the Activity page) opens that order's details.
  const [selectedId, setSelectedId] = useState<string | null>(() => params.get('order'));

  const phone = useMediaQuery(ORDERS_PHONE_QUERY);
  const typed = useDebounced(search, SEARCH_DELAY_MS);
  const orders = useAdminOrders(filter, typed);
  const counts = useOrderCounts();

  useEffect(() => {
    if (orders.status === 'error') toast.error('Failed to load orders');
  }, [orders.status]);

  const visible = orders.orders;
  const emptyText = typed.trim()
    ? `No orders match “${typed.trim()}”${filter === 'all' ? '' : ' with this status'}.`
    : filter === 'all'
      ? 'No orders yet.'
      : 'No orders with this status.';
  const listed = orders.orders.find((order) => order.id === selectedId);

  const setFilter = (next: string) => {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-neutral-600 dark:text-neutral-400">Track and manage all customer orders</p>

      <dl aria-label="Order summary" className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <SummaryCard label="Total Orders" value={counts.counts?.total} />
        <SummaryCard label="Unfulfilled Orders" value={counts.counts?.unfulfilled} />
        <SummaryCard label="In Transit" value={counts.counts?.inTransit} />
        <SummaryCard label="Delivered" value={counts.counts?.delivered} />
        <SummaryCard label="Returns Awaiting Receipt" value={counts.counts?.returning} />
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search orders"
          value={search}
          onValueChange={setSearch}
          placeholder="Search orders by ID, customer, or bag name..."
        />
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">Status filter</span>
          <select
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-sm dark:border-neutral-700 dark:bg-neutral-950"
          >
            <option value="all">All Orders</option>
            <option value="unfulfilled">Unfulfilled</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section
        aria-labelledby="orders-heading"
        className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
      >
        <h2 id="orders-heading" className="px-5 pt-5 font-display text-xl">
          Orders ({orders.total === null ? '…' : formatCount(orders.total)})
        </h2>
        {orders.status === 'loading' && <PageLoader label="Loading orders..." />}
        {orders.status === 'error' && <FormAlert className="p-5">Failed to load orders</FormAlert>}
        {orders.status === 'success' && (
          <div
            // A new search or filter is read with the previous rows in place, dimmed.
            aria-busy={orders.refreshing === true}
            className={cn(
              'relative overflow-x-auto p-5 transition-opacity',
              orders.refreshing === true && 'opacity-70 delay-200',
            )}
          >
            {phone ? (
              <OrderCards orders={visible} onView={setSelectedId} emptyText={emptyText} />
            ) : (
              <table className="w-full min-w-[48rem] text-left text-sm">
                <thead className="border-b border-neutral-200 text-xs tracking-wide text-neutral-500 uppercase dark:border-neutral-800">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Order ID
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Bag
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Order Date
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Tier
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Tracking
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                  {visible.length === 0 ? (
                    <tr>
                      <td colSpan={7} className="py-10 text-center text-neutral-500">
                        {emptyText}
                      </td>
                    </tr>
                  ) : (
                    visible.map((order) => (
                      <tr key={order.id}>
                        <td className="py-3 pr-3 font-mono text-xs" title={order.id}>
                          {shortOrderId(order.id)}
                        </td>
                        <td className="py-3 pr-3">
                          <div className="font-medium">{order.bag_name}</div>
                          <div className="text-xs text-neutral-500">{order.bag_brand}</div>
                        </td>
                        <td className="py-3 pr-3">
                          <OrderStatusBadge status={order.order_status} />
                        </td>
                        <td className="py-3 pr-3">{shortUsDate(order.order_date)}</td>
                        <td className="py-3 pr-3">{tierName(order.user_tier)}</td>
                        <td className="py-3 pr-3">{order.tracking_number ?? '-'}</td>
                        <td className="py-3 text-right">
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`View order ${shortOrderId(order.id)}`}
                            onClick={() => setSelectedId(order.id)}
                          >
                            View
                          </Button>
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            )}
            {orders.moreFailed && (
              <FormAlert className="mt-4">
                Failed to load more orders. Please try again later.
              </FormAlert>
            )}
            <p aria-live="polite" className="mt-4 text-center text-xs text-neutral-500">
              {orders.total === null
                ? `Showing ${plural(visible.length, 'order', 'orders')}.`
                : `Showing ${formatCount(visible.length)} of ${formatCount(orders.total)} ${
                    typed.trim() || filter !== 'all' ? 'matching orders' : 'orders'
                  }.`}
            </p>
            {orders.hasMore && (
              <div className="mt-4 flex flex-col items-center gap-2">
                <Button variant="outline" onClick={orders.loadMore} disabled={orders.loadingMore}>
                  {orders.loadingMore ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>

      <OrderDetailsDialog
        orderId={selectedId}
        listed={listed}
        onOpenChange={(open) => {
          if (!open) setSelectedId(null);
        }}
      />
    </div>
  );
}
