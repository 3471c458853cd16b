import { useParams } from 'react-router-dom';
import { Receipt } from '@/features/membership/components/receipt';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function MemberReceipt({ chargeId }: { chargeId: string }) {
  const session = useSession();
  return session.status === 'signed-in' ? <Receipt chargeId={chargeId} /> : null;
}

/** `/receipts/:chargeId`: the printable receipt of one of the member's charges (login required). */
export default function ReceiptRoute() {
  const { chargeId = '' } = useParams();
  return (
    <ProtectedRoute loadingLabel="Loading your receipt...">
      <MemberReceipt chargeId={chargeId} />
    </ProtectedRoute>
  );
}
