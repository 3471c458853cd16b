import { AccountSettings } from '@/features/account/components/account-settings';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Account() {
  const session = useSession();
  return session.status === 'signed-in' ? <AccountSettings user={session.user} /> : null;
}

/** `/account` (login required). */
export default function AccountRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your account...">
      <Account />
    </ProtectedRoute>
  );
}
