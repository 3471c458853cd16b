import { OrderHistory } from '@/features/orders/components/order-history';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Orders() {
  const session = useSession();
  return session.status === 'signed-in' ? (
    <OrderHistory uid={session.user.uid} tier={session.tier} />
  ) : null;
}

/** `/orders`: the member's order history (login required). */
export default function OrdersRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your orders...">
      <Orders />
    </ProtectedRoute>
  );
}
