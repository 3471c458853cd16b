import { lazy } from 'react';
import { formatCents } from '@unlimited/domain';
import { DialogLauncher } from '@/components/ui/dialog-launcher';

const load = () => import('./buy-bag-dialog-content');
const BuyBagDialogContent = lazy(load);

/**
 * Buys the member's current bag (`startPurchase`) after a confirmation that says what it
 * costs and what happens next. With Stripe the member pays on Stripe's Checkout page; in
 * demo billing the purchase completes at once, and the dialog says no card is charged.
 * The price shown is the member price for their tier; the function charges its own
 * reckoning of it, never a price the page sends. The confirmation loads when the button
 * is reached for.
 */
export function BuyBagDialog({
  orderId,
  bagName,
  priceCents,
}: {
  orderId: string;
  bagName: string;
  priceCents: number;
}) {
  return (
    <DialogLauncher
      load={load}
      dialog={(props) => (
        <BuyBagDialogContent
          orderId={orderId}
          bagName={bagName}
          priceCents={priceCents}
          {...props}
        />
      )}
    >
      Buy It for {formatCents(priceCents)}
    </DialogLauncher>
  );
}
