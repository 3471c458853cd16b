import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { CartIntro } from '@/features/cart/components/cart-intro';
import { CartPage, type CartActions } from '@/features/cart/components/cart-page';
import { BuyBagDialog } from '@/features/dashboard/components/buy-bag-dialog';
import { RemoveBagDialog } from '@/features/dashboard/components/remove-bag-dialog';
import { AddOnRow } from '@/features/membership/components/add-on-row';
import { BillingChangeProvider } from '@/features/membership/components/billing-change';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session/session';

/** Each move through the path that already does it (the dashboard's, the membership's). */
const actions: CartActions = {
  buy: ({ orderId, bagName, priceCents }) => (
    <BuyBagDialog orderId={orderId} bagName={bagName} priceCents={priceCents} />
  ),
  cancelReservation: (orderId) => <RemoveBagDialog orderId={orderId} reservation />,
  addOns: (subscription, addOns) => (
    <BillingChangeProvider subscription={subscription}>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Add-ons">
        {addOns.map((addOn) => (
          <AddOnRow key={addOn.id} addOn={addOn} subscription={subscription} />
        ))}
      </ul>
    </BillingChangeProvider>
  ),
};

function SessionCart() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label="Loading your cart..." />;
  if (session.status === 'signed-out') return <CartIntro viewer="visitor" />;
  if (session.isAdmin && session.tier === null) return <CartIntro viewer="admin" />;
  // Someone signed in without a tier (an invitee who has not paid, a cancelled member)
  // may still hold a bag or have receipts: their cart says what they can do.
  return <CartPage uid={session.user.uid} actions={actions} />;
}

/** The Cart for someone the navigation hint says is signed in (loads Auth and Firestore). */
export default function MemberCart() {
  return (
    <FirebaseData>
      <SessionCart />
    </FirebaseData>
  );
}
