import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canBuyOrder,
  formatCents,
  memberPurchasePrice,
  PURCHASE_NOT_YET,
  PURCHASE_RETURNING,
  type OrderStatus,
  type TierId,
} from '@unlimited/domain';
import { paths } from '@/config/paths';
import { BuyBagDialog } from './buy-bag-dialog';

/**
 * "Want to keep it?": a click flips from the retail price to the member price, and a bag
 * the member has with them can then be bought at that price.
 */
export function KeepItPanel({
  retailCents,
  tier,
  order,
}: {
  retailCents: number;
  tier: TierId;
  /** The order of the bag; without it the panel only shows the price. */
  order?: { id: string; order_status: OrderStatus; bag_name: string };
}) {
  const [flipped, setFlipped] = useState(false);
  const memberPrice = memberPurchasePrice(retailCents, tier);
  return (
    <div className="rounded-xl border border-gold/50">
      <button
        type="button"
        aria-pressed={flipped}
        onClick={() => setFlipped((value) => !value)}
        className="w-full rounded-xl p-4 text-left transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800"
      >
        <span className="block font-display text-lg">Want to keep it?</span>
        {flipped ? (
          <span className="mt-1 block">
            Member price <strong>{formatCents(memberPrice)}</strong>{' '}
            <s className="text-neutral-500">{formatCents(retailCents)}</s>
          </span>
        ) : (
          <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">
            Retail {formatCents(retailCents)} · tap to see your member price
          </span>
        )}
      </button>
      {flipped && order && (
        <div className="px-4 pb-4">
          {canBuyOrder(order.order_status) ? (
            <>
              <BuyBagDialog orderId={order.id} bagName={order.bag_name} priceCents={memberPrice} />
              <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
                Keeping more than one, or adding an add-on?{' '}
                <Link
                  to={paths.cart}
                  className="font-medium text-ink underline underline-offset-2 dark:text-white"
                >
                  Check out together in your Cart
                </Link>
              </p>
            </>
          ) : (
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {order.order_status === 'return_pending' ? PURCHASE_RETURNING : PURCHASE_NOT_YET}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
