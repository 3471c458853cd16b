import { useParams } from 'react-router-dom';
import { ReturnLabel } from '@/features/dashboard/components/return-label';
import { ProtectedRoute } from './protected-route';

/** `/returns/:orderId`: the printable return label of one of the member's orders (login required). */
export default function ReturnLabelRoute() {
  const { orderId = '' } = useParams();
  return (
    <ProtectedRoute loadingLabel="Loading your return label...">
      <ReturnLabel orderId={orderId} />
    </ProtectedRoute>
  );
}
