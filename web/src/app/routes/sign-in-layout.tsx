import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useHydrated } from '@/lib/media/use-media-query';
import { LOADING, sameSession, SessionContext, type Session } from '@/lib/session/session';

/** Firebase Auth and the session provider, loaded as the page first renders. */
const SignInSession = lazy(() => import('@/app/sign-in-session'));

/**
 * Route module for the sign-in pages (`/login`, the password reset, `/admin/login`): their
 * forms show at once, and the Auth SDK (with reactfire) loads beside them instead of
 * before them. Until it has, the session reads as loading; the pages show their form
 * meanwhile unless the navigation hint says someone is signed in (`useWaitForSession`),
 * and their sign-in calls load Auth themselves if pressed first (`@/lib/load-auth`).
 * The pages stay mounted when Auth arrives: it reports the session from beside them.
 * `/login` is prerendered (no Auth at build time): Auth loads once it has been hydrated.
 */
export default function SignInLayout() {
  const [session, setSession] = useState<Session>(LOADING);
  const onSession = useCallback(
    (next: Session) => setSession((previous) => (sameSession(previous, next) ? previous : next)),
    [],
  );
  const hydrated = useHydrated();
  return (
    <SessionContext value={session}>
      <Suspense fallback={null}>{hydrated && <SignInSession onSession={onSession} />}</Suspense>
      <Outlet />
    </SessionContext>
  );
}
