import { useId } from 'react';
import {
  nextBagShipsText,
  productName,
  RESERVATION_TERMS,
  shipDayReached,
  type Order,
} from '@unlimited/domain';
import { BagPhoto } from './bag-photo';
import { RemoveBagDialog } from './remove-bag-dialog';

/**
 * The member's next bag, reserved while the last one is on its way back (domain
 * `next-bag.ts`): "Your next bag, <title>, ships on <date>", or, once that day has come
 * without the returned bag, that it ships as soon as it reaches us. `waitingFor` is the
 * order it follows while that bag has not been received (`null` once it has). The member
 * can cancel it until it ships.
 */
export function ReservedBagCard({
  order,
  waitingFor,
  now,
}: {
  order: Order & { ship_on: Date };
  waitingFor: Order | null;
  now: Date;
}) {
  const headingId = useId();
  const returning = waitingFor ? productName(waitingFor.bag_brand, waitingFor.bag_name) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-gold/60 bg-white p-6 dark:border-gold/40 dark:bg-neutral-900"
    >
      <h2
        id={headingId}
        className="text-xs font-semibold tracking-widest text-neutral-600 uppercase dark:text-neutral-400"
      >
        Your Next Bag · Reserved
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        {order.bag_image && (
          <BagPhoto
            src={order.bag_image}
            brand={order.bag_brand}
            name={order.bag_name}
            className="w-28 bg-neutral-100 sm:w-32 dark:bg-neutral-800"
          />
        )}
        <div className="flex flex-1 flex-col gap-2">
          <p className="font-display text-xl">{nextBagShipsText(order, returning, now)}</p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {shipDayReached(order.ship_on, now)
              ? 'You can cancel it until it ships.'
              : RESERVATION_TERMS}
          </p>
          <div>
            <RemoveBagDialog orderId={order.id} reservation />
          </div>
        </div>
      </div>
    </section>
  );
}
