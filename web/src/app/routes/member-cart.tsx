import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { CartIntro } from '@/features/cart/components/cart-intro';
import { CartPage, type CartActions } from '@/features/cart/components/cart-page';
import { RemoveBagDialog } from '@/features/dashboard/components/remove-bag-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session/session';

/** Cancelling a reservation through the dashboard's path; buying is the Cart's Checkout. */
const actions: CartActions = {
  cancelReservation: (orderId) => <RemoveBagDialog orderId={orderId} reservation />,
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
