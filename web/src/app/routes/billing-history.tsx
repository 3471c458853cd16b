import { BillingHistory } from '@/features/membership/components/billing-history';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function History() {
  const session = useSession();
  return session.status === 'signed-in' ? <BillingHistory uid={session.user.uid} /> : null;
}

/** `/membership-manage/billing`: the member's charges and receipts (login required). */
export default function BillingHistoryRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your billing history...">
      <History />
    </ProtectedRoute>
  );
}
