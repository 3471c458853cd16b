import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  currentOrders,
  shortOrderId,
  type Order,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useCustomerOrders } from '../api/get-customer';
import { Loaded, Section } from './section';

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex flex-col">
        <span className="text-sm font-semibold">{order.bag_name}</span>
        <span className="text-xs text-neutral-500">
          {order.bag_brand} · {format(order.order_date, 'MMM d, yyyy')}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={ORDER_STATUS_COLORS[order.order_status]}>
          {ORDER_STATUS_LABELS[order.order_status]}
        </Badge>
        <Link
          to={`${paths.admin.orders}?q=${encodeURIComponent(order.id)}`}
          className="text-sm underline underline-offset-2"
          aria-label={`Order ${shortOrderId(order.id)} in Orders`}
        >
          {shortOrderId(order.id)}
        </Link>
      </div>
    </li>
  );
}

/** The bags the member holds now, then every order, newest first. */
export function CustomerOrders({ uid }: { uid: string }) {
  const orders = useCustomerOrders(uid);
  return (
    <>
      <Section id="current-bags-heading" title="Current Bags">
        <Loaded result={orders} what="the member's bags">
          {(list) => {
            const current = currentOrders(list);
            return current.length === 0 ? (
              <p className="text-sm text-neutral-500">No bag out right now.</p>
            ) : (
              <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {current.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
            );
          }}
        </Loaded>
      </Section>
      <Section id="order-history-heading" title="Order History">
        <Loaded result={orders} what="orders">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-neutral-500">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {list.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
    </>
  );
}
