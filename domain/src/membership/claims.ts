/**
 * Custom claims on Firebase Auth users. `setCustomUserClaims` replaces the whole claims
 * object, so whoever sets one claim must start from the user's existing claims or it
 * wipes the others (setting `tier` would drop `admin`).
 */
import { isSubscribed } from './membership';
import type { TierId } from './tiers';

/** Custom claims as stored on a Firebase Auth user. */
export type Claims = Record<string, unknown>;

/** Claim names Firebase Auth refuses (the ID token's own fields). */
export const RESERVED_CLAIM_NAMES: readonly string[] = [
  'acr',
  'amr',
  'at_hash',
  'aud',
  'auth_time',
  'azp',
  'cnf',
  'c_hash',
  'exp',
  'iat',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'sub',
  'firebase',
];

/** Largest claims object Firebase Auth accepts, in characters of JSON. */
export const MAX_CLAIMS_JSON_LENGTH = 1000;

/**
 * `existing` with `patch` applied: a key in `patch` set to `null` (or `undefined`) is
 * removed, any other value replaces the existing one, and keys not in `patch` are kept.
 * Neither argument is changed.
 *
 * @throws Error when `patch` uses a reserved claim name or the result is over
 *   {@link MAX_CLAIMS_JSON_LENGTH} characters of JSON
 */
export function mergeClaims(existing: Claims | null | undefined, patch: Claims): Claims {
  const reserved = Object.keys(patch).filter((key) => RESERVED_CLAIM_NAMES.includes(key));
  if (reserved.length > 0) {
    throw new Error(`Reserved claim name(s) cannot be set: ${reserved.join(', ')}`);
  }
  const merged: Claims = { ...existing };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const length = JSON.stringify(merged).length;
  if (length > MAX_CLAIMS_JSON_LENGTH) {
    throw new Error(
      `Custom claims would be ${length} characters of JSON; Firebase allows at most ${MAX_CLAIMS_JSON_LENGTH}`,
    );
  }
  return merged;
}

/** The parts of a subscription document that decide the `tier` and `select_access` claims. */
export interface TierClaimSource {
  plan_name: TierId;
  status: string;
  add_ons?: { select_access?: boolean };
}

/**
 * The `tier` claim a member should carry for their subscription: the plan while the
 * subscription is active, otherwise none (`null`, which {@link mergeClaims} removes).
 * A missing subscription (deleted, or never created) also gives `null`.
 */
export function tierClaimFor(subscription: TierClaimSource | null | undefined): TierId | null {
  if (subscription == null) return null;
  const tier = subscription.plan_name;
  return isSubscribed({ tier, status: subscription.status }) ? tier : null;
}

/**
 * The `select_access` claim: `true` while an active Reserve or Elite membership has the
 * Select Access add-on, otherwise none (`null`).
 */
export function selectAccessClaimFor(
  subscription: TierClaimSource | null | undefined,
): true | null {
  const tier = tierClaimFor(subscription);
  return tier !== null && tier !== 'crown' && subscription?.add_ons?.select_access === true
    ? true
    : null;
}

/** What {@link syncTierClaim} decides. */
export interface TierClaimSync {
  /** The claims to store. */
  claims: Claims;
  /** False when the stored claims already carry the right tier, so nothing needs writing. */
  changed: boolean;
}

/**
 * The claims after mirroring the subscription onto `existing`: `tier` set while the
 * subscription is active and removed otherwise, `select_access` likewise while it has
 * the add-on. Every other claim (notably `admin`) is kept as it is.
 */
export function syncTierClaim(
  existing: Claims | null | undefined,
  subscription: TierClaimSource | null | undefined,
): TierClaimSync {
  const tier = tierClaimFor(subscription);
  const selectAccess = selectAccessClaimFor(subscription);
  const claims = mergeClaims(existing, { tier, select_access: selectAccess });
  const changed =
    (existing?.tier ?? null) !== tier || (existing?.select_access ?? null) !== selectAccess;
  return { claims, changed };
}
