import { useEffect } from 'react';
import { FirebaseSession } from '@/app/routes/firebase-layout';
import { useSession, type Session } from '@/lib/session/session';

/** Hands each session the provider computes to `onSession`; renders nothing. */
function ReportSession({ onSession }: { onSession: (session: Session) => void }) {
  const session = useSession();
  useEffect(() => onSession(session), [session, onSession]);
  return null;
}

/**
 * Firebase Auth and the session for the sign-in pages (`SignInLayout`), which load this
 * module as they first render: it follows Auth as `FirebaseLayout` does and reports the
 * session to the layout, which gives it to the page.
 */
export default function SignInSession({ onSession }: { onSession: (session: Session) => void }) {
  return (
    <FirebaseSession>
      <ReportSession onSession={onSession} />
    </FirebaseSession>
  );
}
