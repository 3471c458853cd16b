/**
 * `SessionProvider`: follows Firebase Auth with reactfire's `useUser` and reads the ID
 * token's claims with `useIdTokenResult`: `tier` (validated with the domain's `isTierId`,
 * anything else reads as no tier) and `admin: true`. It also keeps the navigation's
 * session hint (`@/lib/public-data/signed-in-hint`): signed out, member or admin.
 * `useSession()` (`./session`) reads the result.
 *
 * Claims are read once per user, then again whenever `metadata/{uid}` says they changed
 * (`ClaimsRefresher`, loaded on demand with Firestore once someone is signed in,
 * force-refreshes the token), so a new tier shows without signing out.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { IdTokenResult, User } from 'firebase/auth';
import { useIdTokenResult, useUser } from 'reactfire';
import type { BrandAudience } from '@/lib/public-data/fetch-brand-summary';
import { setSessionHint } from '@/lib/public-data/signed-in-hint';
import {
  claimsFromToken,
  LOADING,
  NO_CLAIMS,
  SessionContext,
  SIGNED_OUT,
  type Session,
  type SessionClaims,
} from './session';

/** Loaded once someone is signed in: it brings Firestore, which `/login` does not need. */
const ClaimsRefresher = lazy(() => import('./claims-refresh-scope'));

/** The tier of the brand list audience last handed over (a visitor's until then). */
let sharedAudienceTier: BrandAudience['tier'] | null = null;

/**
 * Hands the brand list its audience (`setBrandAudience`). The list's module is loaded
 * for that only when a member's tier is to be set, or taken back: a visitor's list is
 * its default, and the admin pages, which show no brands, then never load it.
 */
function shareBrandAudience(audience: BrandAudience | null): void {
  if (audience === null && sharedAudienceTier === null) return;
  sharedAudienceTier = audience?.tier ?? null;
  void import('@/lib/public-data/brand-summary').then(({ setBrandAudience }) =>
    setBrandAudience(audience),
  );
}

/** Reports one user's token claims to the provider; renders nothing. */
function TokenClaims({
  user,
  onClaims,
}: {
  user: User;
  onClaims: (uid: string, claims: SessionClaims) => void;
}) {
  const { status, data } = useIdTokenResult(user);
  const result: IdTokenResult | undefined = status === 'success' ? data : undefined;
  useEffect(() => {
    // A token that cannot be read grants no role rather than leaving the page loading.
    if (status === 'error') onClaims(user.uid, NO_CLAIMS);
    else if (result) onClaims(user.uid, claimsFromToken(result.claims));
  }, [status, result, user.uid, onClaims]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { status: userStatus, data: user } = useUser();
  const [claims, setClaims] = useState<{ uid: string; claims: SessionClaims } | null>(null);
  const onClaims = useCallback((uid: string, next: SessionClaims) => {
    setClaims((prev) =>
      prev?.uid === uid &&
      prev.claims.tier === next.tier &&
      prev.claims.isAdmin === next.isAdmin &&
      prev.claims.accessTier === next.accessTier &&
      prev.claims.staffRole === next.staffRole
        ? prev
        : { uid, claims: next },
    );
  }, []);

  let session: Session;
  if (userStatus === 'loading') session = LOADING;
  else if (!user) session = SIGNED_OUT; // an Auth error also reads as signed out
  else if (claims?.uid !== user.uid) session = LOADING;
  else session = { status: 'signed-in', user, ...claims.claims };

  const onRefreshedClaims = useCallback(
    (uid: string, tokenClaims: Record<string, unknown>) =>
      onClaims(uid, claimsFromToken(tokenClaims)),
    [onClaims],
  );

  const { status, isAdmin } = session;
  // Select Access: the list of the tier whose pieces the member sees.
  const tier = session.status === 'signed-in' ? (session.accessTier ?? session.tier) : null;
  useEffect(() => {
    if (status === 'loading') return;
    setSessionHint(status === 'signed-out' ? 'signed-out' : isAdmin ? 'admin' : 'member');
  }, [status, isAdmin]);
  // A member sees their tier's brand list (read with their ID token); others a visitor's.
  const signedInUser = session.user;
  useEffect(() => {
    if (status === 'loading') return;
    shareBrandAudience(
      signedInUser !== null && tier !== null
        ? { tier, idToken: () => signedInUser.getIdToken() }
        : null,
    );
  }, [status, tier, signedInUser]);

  return (
    <SessionContext value={session}>
      {/* Keyed by uid so a new user never sees the previous user's claims. */}
      {user && <TokenClaims key={user.uid} user={user} onClaims={onClaims} />}
      {user && (
        <Suspense fallback={null}>
          <ClaimsRefresher key={`refresh:${user.uid}`} user={user} onClaims={onRefreshedClaims} />
        </Suspense>
      )}
      {children}
    </SessionContext>
  );
}
