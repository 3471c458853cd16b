/**
 * Starts an admin list's first listen while its screen's code still loads.
 *
 * Opening an admin list on a fresh page loads dozens of route modules; only then do the
 * guard pass and the list mount and ask Firestore for its first rows, so the listen (a
 * WebChannel handshake and the query on the server) came after everything else. A warmer
 * started from the route (`handle.warm`, main.tsx) waits for Auth to restore the session
 * and reads the ID token's claims (local once Auth has loaded, unless the token has
 * expired), and only for a user
 * with the `admin` claim listens to the list's first query. No one else sends it; the
 * rules refuse it to them anyway, and nothing here renders anything: the documents stay in
 * the Firestore SDK, which hands them to the list's own listener on the same query (one
 * listen, read once) when the guard lets the list mount.
 *
 * It imports Auth and Firestore and nothing of the screens (no converters or schemas), so
 * it is ready as soon as the two SDKs are. Each list's query is built without its
 * converter (the SDK shares a listen between equal queries whatever their converters; a
 * test of each list keeps the two equal).
 */
import { onSnapshot, type Firestore, type Query } from 'firebase/firestore';
import { auth } from '@/lib/firebase';
import { firestore } from '@/lib/firebase-firestore';

/** How long an early listen is kept when the list does not take it over (left the page). */
const HOLD_MS = 30_000;

export interface AdminListenWarmer {
  /** Starts the early listen for an admin (once per page); `null` from the query: none. */
  start: () => Promise<void>;
  /** Ends it (the list calls it once its own listener has an answer). */
  release: () => void;
}

export function adminListenWarmer(firstQuery: (db: Firestore) => Query | null): AdminListenWarmer {
  let stop: (() => void) | null = null;
  let started = false;
  /** The list had its answer first (or the page left): no listen to start any more. */
  let released = false;
  const release = () => {
    released = true;
    stop?.();
    stop = null;
  };
  const start = async () => {
    if (started) return;
    started = true;
    try {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return;
      const { claims } = await user.getIdTokenResult();
      // Admin power only from the claim, as the guard and the rules decide it.
      if (claims.admin !== true) return;
      const listened = firstQuery(firestore);
      if (listened === null || released) return;
      const unsubscribe = onSnapshot(listened, () => {}, release);
      const timer = setTimeout(release, HOLD_MS);
      stop = () => {
        clearTimeout(timer);
        unsubscribe();
      };
    } catch {
      // Auth could not say who this is: the list asks on its own when it mounts.
    }
  };
  return { start, release };
}
