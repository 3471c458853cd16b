import { useId } from 'react';
import { toast } from 'sonner';
import {
  canMemberCancel,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  swapClockStart,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RETURN_LABEL_FAILED, RETURN_LABEL_SUCCESS, useReturnLabel } from '../api/return-label';
import { BagPhoto } from './bag-photo';
import { KeepItPanel } from './keep-it-panel';
import { RemoveBagDialog } from './remove-bag-dialog';
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
  const printLabel = useReturnLabel();
  const onPrint = async () => {
    try {
      await printLabel(order);
      toast.success(RETURN_LABEL_SUCCESS);
    } catch {
      toast.error(RETURN_LABEL_FAILED);
    }
  };
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
          </div>
          <SwapClockPanel startedAt={swapClockStart(order)} tier={tier} now={now} />
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" size="sm" onClick={() => void onPrint()}>
              Print Swap Label
            </Button>
            {canMemberCancel(order.order_status) && <RemoveBagDialog orderId={order.id} />}
          </div>
          <KeepItPanel retailCents={order.bag_retail_price} tier={tier} />
        </div>
      </div>
    </section>
  );
}
