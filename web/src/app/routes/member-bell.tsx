import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSession } from '@/lib/session/session';

function SessionBell() {
  const session = useSession();
  return session.status === 'signed-in' ? <NotificationBell uid={session.user.uid} /> : null;
}

/** The header's notifications bell (loaded on demand: it brings the Firebase SDKs). */
export default function MemberBell() {
  return (
    <FirebaseData>
      <SessionBell />
    </FirebaseData>
  );
}
