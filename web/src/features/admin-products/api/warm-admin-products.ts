/**
 * Starts the admin products table's first listen while the screen's code still loads.
 *
 * Opening /admin/products on a fresh page loads about sixty route modules; only then do
 * the guard pass and the table mount and ask Firestore for its first rows, so the listen
 * (a WebChannel handshake and the query on the server) came after everything else. The
 * router calls {@link warmAdminProducts} when it starts loading the screen: it waits for
 * Auth to restore the session and reads the ID token's claims (both local once Auth has
 * loaded), and only for a user with the `admin` claim listens to the table's first query.
 * No one else sends it; the rules refuse it to them anyway, and nothing here renders
 * anything: the documents stay in the Firestore SDK, which hands them to the table's own
 * listener on the same query (one listen, read once) when the guard lets the table mount.
 *
 * It imports Auth, Firestore and nothing of the screen (no converters or schemas), so it
 * is ready as soon as the two SDKs are. The query is the table's first query without its
 * converter (the SDK shares a listen between equal queries whatever their converters;
 * a test keeps the two equal).
 */
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { auth } from '@/lib/firebase';
import { firestore } from '@/lib/firebase-firestore';

/** Products per page of the table, and what its first listen asks for: more than a screen of rows. */
export const FIRST_PAGE_SIZE = 50;

/** How long the early listen is kept when the table does not take it over (left the page). */
const HOLD_MS = 30_000;

/** The table's first query (`getAdminProductsQuery(db, FIRST_PAGE_SIZE)`, no filter) without converter. */
export function firstPageQuery(db: Firestore): Query {
  return query(collection(db, 'products'), orderBy('created_at', 'desc'), limit(FIRST_PAGE_SIZE));
}

let stop: (() => void) | null = null;
let started = false;

/** Ends the early listen (the table calls it once its own listener has an answer). */
export function releaseWarmAdminProducts(): void {
  stop?.();
  stop = null;
}

/** Starts the first listen early for an admin (see the module comment); once per page. */
export async function warmAdminProducts(): Promise<void> {
  if (started) return;
  started = true;
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return;
    const { claims } = await user.getIdTokenResult();
    // Admin power only from the claim, as the guard and the rules decide it.
    if (claims.admin !== true) return;
    const unsubscribe = onSnapshot(
      firstPageQuery(firestore),
      () => {},
      () => releaseWarmAdminProducts(),
    );
    const timer = setTimeout(releaseWarmAdminProducts, HOLD_MS);
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  } catch {
    // Auth could not say who this is: the table asks on its own when it mounts.
  }
}
