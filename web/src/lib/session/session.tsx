/**
 * The signed-in user and their role claims, for every route that signs in.
 *
 * `SessionProvider` (`./session-provider`, mounted once by the Firebase layouts) follows
 * Firebase Auth and puts the result in this module's context; `useSession()` reads it.
 * This module itself imports no Firebase code, so a page can read the session (and show
 * its first screen) before the Auth SDK has loaded: the sign-in pages do (`SignInLayout`).
 */
import { createContext, use } from 'react';
import type { User } from 'firebase/auth';
import { accessTier, isTierId, staffRoleOf, type StaffRole, type TierId } from '@unlimited/domain';

export type Session =
  | { status: 'loading'; user: null; tier: null; isAdmin: false }
  | { status: 'signed-out'; user: null; tier: null; isAdmin: false }
  | {
      status: 'signed-in';
      user: User;
      tier: TierId | null;
      isAdmin: boolean;
      /**
       * The tier whose pieces the member sees: `tier`, or with Select Access the one
       * above (domain `accessTier`). Catalogue queries use it; absent reads as `tier`.
       */
      accessTier?: TierId | null;
      /**
       * The staff role (`role` beside `admin: true`; an admin without one is an owner),
       * `null` for members; absent reads as `null`.
       */
      staffRole?: StaffRole | null;
    };

export type SessionStatus = Session['status'];

/** The role claims the app reads from an ID token. */
export interface SessionClaims {
  tier: TierId | null;
  isAdmin: boolean;
  accessTier: TierId | null;
  staffRole: StaffRole | null;
}

export const NO_CLAIMS: SessionClaims = {
  tier: null,
  isAdmin: false,
  accessTier: null,
  staffRole: null,
};
export const LOADING: Session = { status: 'loading', user: null, tier: null, isAdmin: false };
export const SIGNED_OUT: Session = { status: 'signed-out', user: null, tier: null, isAdmin: false };

/** Reads `tier` and `admin` from token claims; unknown or malformed values grant nothing. */
export function claimsFromToken(claims: Record<string, unknown>): SessionClaims {
  const tier = isTierId(claims.tier) ? claims.tier : null;
  return {
    tier,
    isAdmin: claims.admin === true,
    accessTier: accessTier(tier, claims.select_access === true),
    staffRole: staffRoleOf(claims),
  };
}

export const SessionContext = createContext<Session | null>(null);


/** The current session; only inside `SessionProvider` (the Firebase routes). */
export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) {
    throw new Error('useSession must be used under SessionProvider (routes under a Firebase layout)');
  }
  return session;
}

/** Whether two sessions say the same (same status, user, tier and roles). */
export function sameSession(a: Session, b: Session): boolean {
  return (
    a.status === b.status &&
    a.user === b.user &&
    a.tier === b.tier &&
    a.isAdmin === b.isAdmin &&
    (a.status === 'signed-in' ? (a.staffRole ?? null) : null) ===
      (b.status === 'signed-in' ? (b.staffRole ?? null) : null) &&
    (a.status === 'signed-in' ? a.accessTier : null) ===
      (b.status === 'signed-in' ? b.accessTier : null)
  );
}
