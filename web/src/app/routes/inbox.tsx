import { InboxPage } from '@/features/notifications/components/inbox-page';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Inbox() {
  const session = useSession();
  return session.status === 'signed-in' ? <InboxPage uid={session.user.uid} /> : null;
}

/** `/inbox`: the member's notifications (login required). */
export default function InboxRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your notifications...">
      <Inbox />
    </ProtectedRoute>
  );
}
