import { shortOrderId, type Order } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { shortUsDate, tierName } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The order list on a phone: one card per order, with the bag, the member, the status and
 * View together, no sideways scrolling (the table's columns do not fit 375 px).
 */
export function OrderCards({
  orders,
  onView,
  emptyText = 'No orders yet.',
}: {
  orders: readonly Order[];
  onView: (orderId: string) => void;
  /** What the empty list says (true for the current search and filter). */
  emptyText?: string;
}) {
  if (orders.length === 0) {
    return <p className="py-10 text-center text-sm text-neutral-500">{emptyText}</p>;
  }
  return (
    <ul aria-label="Orders" className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-2 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{order.bag_name}</p>
              <p className="text-xs text-neutral-500">{order.bag_brand}</p>
            </div>
            <OrderStatusBadge status={order.order_status} />
          </div>
          <p className="text-sm break-words">
            {order.shipping_address.full_name}
            <span className="text-neutral-500"> · {tierName(order.user_tier)}</span>
          </p>
          <div className="flex items-end justify-between gap-3">
            <p className="min-w-0 text-xs text-neutral-500">
              <span className="font-mono" title={order.id}>
                {shortOrderId(order.id)}
              </span>{' '}
              · {shortUsDate(order.order_date)}
              <br />
              <span className="break-all">Tracking {order.tracking_number ?? '-'}</span>
            </p>
            <Button
              variant="outline"
              size="sm"
              aria-label={`View order ${shortOrderId(order.id)}`}
              onClick={() => onView(order.id)}
            >
              View
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
