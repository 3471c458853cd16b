import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isCurrentOrder, type TierId } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useOrderHistory } from '../api/get-order-history';
import { OrderHistoryItem } from './order-history-item';

export const ORDERS_FAILED = 'We could not load your orders. Please try again.';
export const MORE_ORDERS_FAILED = 'We could not load more of your orders. Please try again later.';

function Summary({ total, current, more }: { total: number; current: number; more: boolean }) {
  const orders = more ? `Your latest ${total} orders` : total === 1 ? '1 order' : `${total} orders`;
  const now = current === 0 ? 'none out now' : current === 1 ? '1 current' : `${current} current`;
  return (
    <p className="mt-2 text-neutral-600 dark:text-neutral-400">
      {orders}, newest first · {now}
    </p>
  );
}

/**
 * `/orders`: every order of the member, current and past, newest first (a page at a
 * time, with Load More): the bag, its status, tracking number and dates. `tier` is the member's plan (its swap clock).
 */
export function OrderHistory({ uid, tier = null }: { uid: string; tier?: TierId | null }) {
  const state = useOrderHistory(uid);
  const [now] = useState(() => new Date());
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link to={paths.dashboard} className="text-sm underline-offset-4 hover:underline">
        ← Dashboard
      </Link>
      <h1 className="mt-4 font-display text-4xl">Your Orders</h1>
      {state.status === 'success' && state.orders.length > 0 && (
        <Summary
          more={state.hasMore === true}
          total={state.orders.length}
          current={state.orders.filter((order) => isCurrentOrder(order.order_status)).length}
        />
      )}
      <div className="mt-8">
        {state.status === 'loading' && <PageLoader label="Loading your orders..." />}
        {state.status === 'error' && (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-red-700 dark:text-red-400">
              {ORDERS_FAILED}
            </p>
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        )}
        {state.status === 'success' && state.orders.length === 0 && (
          <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-12 text-center dark:border-neutral-700">
            <h2 className="font-display text-2xl">No orders yet</h2>
            <p className="mt-2 text-neutral-600 dark:text-neutral-400">
              The bags you choose will be listed here, with their status and dates.
            </p>
            <Button asChild className="mt-6">
              <Link to={paths.bags}>Browse the closet</Link>
            </Button>
          </div>
        )}
        {state.status === 'success' && state.orders.length > 0 && (
          <ol aria-label="Your orders" className="flex flex-col gap-4">
            {state.orders.map((order) => (
              <li key={order.id}>
                <OrderHistoryItem order={order} tier={tier} now={now} />
              </li>
            ))}
          </ol>
        )}
        {state.status === 'success' && state.loadMore && (
          <LoadMore
            page={{
              hasMore: state.hasMore ?? false,
              loadingMore: state.loadingMore ?? false,
              moreFailed: state.moreFailed ?? false,
              loadMore: state.loadMore,
            }}
            failedMessage={MORE_ORDERS_FAILED}
          />
        )}
      </div>
    </main>
  );
}
