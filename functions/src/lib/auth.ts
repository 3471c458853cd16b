/** Who is calling: the checks every callable makes before anything else. */
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import {
  ADMIN_ONLY,
  NOT_AUTHENTICATED,
  PERMISSION_REFUSALS,
  roleMay,
  staffRoleOf,
  type AuditActor,
  type StaffPermission,
  type StaffRole,
} from '@unlimited/domain';

/** A signed-in caller. */
export interface Caller {
  uid: string;
  /** The account's email, when it has one (used as the actor of admin activity). */
  email: string | null;
  /** True when the ID token carries `admin: true`. */
  isAdmin: boolean;
  /** The account's display name, when it has one. */
  name?: string | null;
  /**
   * The staff role (`role` claim beside `admin: true`; an admin without one is an owner,
   * see domain `staffRoleOf`), `null` for everyone else.
   */
  role?: StaffRole | null;
}

/**
 * The signed-in caller.
 *
 * @throws HttpsError `unauthenticated` ("User not authenticated") without a verified ID token
 */
export function requireAuth(request: Pick<CallableRequest<unknown>, 'auth'>): Caller {
  const auth = request.auth;
  if (auth === undefined || typeof auth.uid !== 'string' || auth.uid === '') {
    throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  }
  const token = (auth.token ?? {}) as {
    email?: unknown;
    admin?: unknown;
    name?: unknown;
    role?: unknown;
  };
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : null,
    isAdmin: token.admin === true,
    role: staffRoleOf(token),
    name: typeof token.name === 'string' && token.name.trim() !== '' ? token.name.trim() : null,
  };
}

/**
 * The signed-in caller, who must carry the `admin` claim (being signed in is not enough).
 *
 * @throws HttpsError `unauthenticated` when signed out, `permission-denied` when not an admin
 */
export function requireAdmin(request: Pick<CallableRequest<unknown>, 'auth'>): Caller {
  const caller = requireAuth(request);
  if (!caller.isAdmin) throw new HttpsError('permission-denied', ADMIN_ONLY);
  return caller;
}

/**
 * The signed-in member of staff, whose role may do what `permission` covers (domain
 * `roleMay`): `manage_team` for owners, `manage_money` for owners and operations.
 *
 * @throws HttpsError `unauthenticated` when signed out, `permission-denied` when not staff
 *   ({@link ADMIN_ONLY}) or when the role may not ({@link PERMISSION_REFUSALS})
 */
export function requireRole(
  request: Pick<CallableRequest<unknown>, 'auth'>,
  permission: StaffPermission,
): Caller {
  const caller = requireAdmin(request);
  if (!roleMay(caller.role ?? null, permission)) {
    throw new HttpsError('permission-denied', PERMISSION_REFUSALS[permission], { permission });
  }
  return caller;
}

/**
 * How an admin appears as the actor of an audit record: their uid and, captured now,
 * their email (or display name; "An admin" when the token has neither, never the uid).
 */
export function actorOf(caller: Caller): AuditActor {
  return { uid: caller.uid, name: caller.email ?? caller.name ?? 'An admin' };
}
