import { MembershipManage } from '@/features/membership/components/membership-manage';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Manage() {
  const session = useSession();
  return session.status === 'signed-in' ? <MembershipManage uid={session.user.uid} /> : null;
}

/** `/membership-manage` (login required). */
export default function MembershipManageRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your membership...">
      <Manage />
    </ProtectedRoute>
  );
}
