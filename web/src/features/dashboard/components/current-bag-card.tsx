import { useId } from 'react';
import {
  canMemberCancel,
  canStartReturn,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  swapClock,
  swapClockStart,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { TrackingNumber } from '@/components/shipping/tracking-number';
import { Badge } from '@/components/ui/badge';
import { BagPhoto } from './bag-photo';
import { KeepItPanel } from './keep-it-panel';
import { RemoveBagDialog } from './remove-bag-dialog';
import { StartReturnDialog } from './start-return-dialog';
import { SwapClockPanel } from './swap-clock-panel';

/**
 * A bag the member holds (or that is on its way): photo, status, swap clock, actions.
 * `title` names the card: "Your Current Bag", or "Your Current Bag (1 of 2)" for a member
 * who holds two.
 */
export function CurrentBagCard({
  order,
  tier,
  now,
  title = 'Your Current Bag',
}: {
  order: Order;
  tier: TierId;
  now: Date;
  title?: string;
}) {
  const headingId = useId();
  const returnable = canStartReturn(order.order_status);
  // Sent back before its clock unlocks, the bag keeps its slot until then.
  const startedAt = swapClockStart(order);
  const clock = startedAt === null ? null : swapClock(startedAt, now, tier);
  const lockedUntil = clock !== null && !clock.ready ? clock.unlocksAt : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-display text-xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {order.bag_image && (
          <BagPhoto src={order.bag_image} brand={order.bag_brand} name={order.bag_name} />
        )}
        <div className="flex flex-1 flex-col gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
              {order.bag_brand}
            </p>
            <p className="font-display text-2xl">{order.bag_name}</p>
            <Badge tone={ORDER_STATUS_COLORS[order.order_status]} className="mt-2">
              {ORDER_STATUS_LABELS[order.order_status]}
            </Badge>
            {order.order_status === 'in_transit' && order.tracking_number && (
              <p className="mt-3 text-sm">
                <span className="text-neutral-500 dark:text-neutral-400">Tracking: </span>
                <TrackingNumber number={order.tracking_number} />
              </p>
            )}
          </div>
          <SwapClockPanel
            startedAt={startedAt}
            tier={tier}
            now={now}
            readyAction={
              returnable ? (
                <StartReturnDialog
                  orderId={order.id}
                  bagName={order.bag_name}
                  label="Start Your Next Swap"
                />
              ) : null
            }
          />
          <div className="flex flex-wrap gap-3">
            {returnable && (
              <StartReturnDialog
                orderId={order.id}
                bagName={order.bag_name}
                swapUnlocksAt={lockedUntil}
              />
            )}
            {canMemberCancel(order.order_status) && <RemoveBagDialog orderId={order.id} />}
          </div>
          <KeepItPanel retailCents={order.bag_retail_price} tier={tier} order={order} />
        </div>
      </div>
    </section>
  );
}
