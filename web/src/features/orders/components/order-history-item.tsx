import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatCents,
  ORDER_OUTCOME_LABELS,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  PURCHASE_FAILED_NOTE,
  PURCHASE_PROCESSING_NOTE,
  productName,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { OrderCondition } from '@/components/condition/order-condition';
import { TrackingNumber } from '@/components/shipping/tracking-number';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { orderDateRows } from './order-dates';
import { mediumDate } from '@/lib/dates';

/** The bag's photo, whole and uncropped; the placeholder when there is none or it fails. */
function OrderPhoto({ order }: { order: Order }) {
  const [failed, setFailed] = useState(false);
  const name = productName(order.bag_brand, order.bag_name);
  const loads = order.bag_image !== null && !failed;
  return (
    <img
      src={loads ? (order.bag_image ?? placeholderPhoto) : placeholderPhoto}
      alt={loads ? name : `${name}: photo unavailable`}
      onError={loads ? () => setFailed(true) : undefined}
      loading="lazy"
      className="size-20 shrink-0 rounded-xl bg-neutral-100 object-contain p-1.5 sm:size-32 dark:bg-neutral-800"
    />
  );
}

/**
 * One order of the member's history: the bag, its status, its dates and its tracking
 * number (a link to the carrier's page); while its return is on the way, its return label.
 * `tier` is the member's plan, whose swap period the clock runs (null without one: the
 * plan the bag was ordered on).
 */
export function OrderHistoryItem({
  order,
  tier,
  now,
}: {
  order: Order;
  tier: TierId | null;
  now: Date;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:gap-x-6 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="sm:row-span-2">
        <OrderPhoto order={order} />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          {order.bag_brand}
        </p>
        <h2 id={headingId} className="font-display text-xl break-words sm:text-2xl">
          {order.bag_name}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {order.outcome === 'purchased' ? (
            <Badge tone="gold">
              <span className="sr-only">Status: </span>
              {ORDER_OUTCOME_LABELS.purchased}
            </Badge>
          ) : (
            <Badge tone={ORDER_STATUS_COLORS[order.order_status]}>
              <span className="sr-only">Status: </span>
              {ORDER_STATUS_LABELS[order.order_status]}
            </Badge>
          )}
        </div>
      </div>
      {/* Phones give the dates the card's whole width, so a tracking number fits on a line. */}
      <dl className="col-span-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:col-span-1 sm:col-start-2 sm:grid-cols-[auto_1fr_auto_1fr]">
        {orderDateRows(order, tier ?? order.user_tier, now).map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-neutral-500 dark:text-neutral-400">{row.label}</dt>
            <dd>
              {'date' in row ? (
                <time dateTime={row.date.toISOString()}>{mediumDate(row.date)}</time>
              ) : (
                row.text
              )}
            </dd>
          </div>
        ))}
        {order.purchase && (
          <div className="contents">
            <dt className="text-neutral-500 dark:text-neutral-400">Bought for</dt>
            <dd className="sm:col-span-3">
              {formatCents(order.purchase.amount, { decimals: true })}
              {order.purchase.mode === 'demo' && ' (demo purchase, no card charged)'}
            </dd>
          </div>
        )}
        {!order.purchase && order.purchase_payment && (
          <div className="contents">
            <dt className="text-neutral-500 dark:text-neutral-400">Purchase</dt>
            <dd
              className={
                order.purchase_payment.status === 'failed'
                  ? 'text-red-700 sm:col-span-3 dark:text-red-400'
                  : 'sm:col-span-3'
              }
            >
              {order.purchase_payment.status === 'failed'
                ? PURCHASE_FAILED_NOTE
                : PURCHASE_PROCESSING_NOTE}
            </dd>
          </div>
        )}
        {order.tracking_number && (
          <div className="contents">
            <dt className="text-neutral-500 dark:text-neutral-400">Tracking</dt>
            <dd className="sm:col-span-3">
              <TrackingNumber number={order.tracking_number} />
            </dd>
          </div>
        )}
      </dl>
      {order.order_status === 'return_pending' && (
        // The label the dashboard opens when the return starts, for as long as it is needed.
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <Button asChild variant="outline" size="sm">
            <Link
              to={paths.returnLabel(order.id)}
              aria-label={`View Return Label for ${productName(order.bag_brand, order.bag_name)}`}
            >
              View Return Label
            </Link>
          </Button>
        </div>
      )}
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">
        <OrderCondition bagId={order.bag_id} orderId={order.id} />
      </div>
    </article>
  );
}
