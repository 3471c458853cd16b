/**
 * Keeps the session's claims in step with the server. The claims trigger writes
 * `metadata/{uid}.refresh_time` after changing a user's custom claims (a new tier, say);
 * when that time is newer than the ID token, the token is force-refreshed and its claims
 * reported, so a new tier shows without signing out (FIREBASE-NOTES "Custom claims").
 */
import { useEffect, useMemo, useRef } from 'react';
import type { User } from 'firebase/auth';
import { useFirestore } from 'reactfire';
import { userMetadataRef } from '@/lib/firestore/queries/metadata';
import { useFirestoreDocData } from '@/lib/firestore/live';

/** Whether a token issued at `issuedAt` predates the claims change of `refreshTime`. */
export function tokenIsStale(issuedAt: Date, refreshTime: Date): boolean {
  // issuedAtTime has whole seconds; a token issued in the same second may miss the change.
  return issuedAt.getTime() <= refreshTime.getTime();
}

/** Listens to the user's `metadata/{uid}`; renders nothing. */
export function ClaimsRefresher({
  user,
  onClaims,
}: {
  user: User;
  onClaims: (uid: string, claims: Record<string, unknown>) => void;
}) {
  const db = useFirestore();
  const ref = useMemo(() => userMetadataRef(db, user.uid), [db, user.uid]);
  const { data } = useFirestoreDocData(ref);
  const refreshTime = data?.refresh_time.getTime() ?? null;
  // Each marker value is acted on once, so a failed refresh does not loop.
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (refreshTime === null || handled.current === refreshTime) return;
    handled.current = refreshTime;
    void (async () => {
      try {
        const current = await user.getIdTokenResult();
        if (!tokenIsStale(new Date(current.issuedAtTime), new Date(refreshTime))) return;
        await user.getIdToken(true);
        const fresh = await user.getIdTokenResult();
        onClaims(user.uid, fresh.claims);
      } catch {
        // Offline or signed out meanwhile: the hourly refresh brings the claims later.
      }
    })();
  }, [refreshTime, user, onClaims]);

  return null;
}
