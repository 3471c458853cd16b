import { useParams } from 'react-router-dom';
import { ReturnLabel } from '@/features/dashboard/components/return-label';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Label({ orderId }: { orderId: string }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <ReturnLabel uid={session.user.uid} orderId={orderId} />;
}

/** `/returns/:orderId`: the printable return label of one of the member's orders (login required). */
export default function ReturnLabelRoute() {
  const { orderId = '' } = useParams();
  return (
    <ProtectedRoute loadingLabel="Loading your return label...">
      <Label orderId={orderId} />
    </ProtectedRoute>
  );
}
