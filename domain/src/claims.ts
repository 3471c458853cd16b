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

/** The parts of a subscription document that decide the `tier` claim. */
export interface TierClaimSource {
  plan_name: TierId;
  status: string;
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

/** What {@link syncTierClaim} decides. */
export interface TierClaimSync {
  /** The claims to store. */
  claims: Claims;
  /** False when the stored claims already carry the right tier, so nothing needs writing. */
  changed: boolean;
}

/**
 * The claims after mirroring the subscription's tier onto `existing`: `tier` set while
 * the subscription is active and removed otherwise. Every other claim (notably `admin`)
 * is kept as it is.
 */
export function syncTierClaim(
  existing: Claims | null | undefined,
  subscription: TierClaimSource | null | undefined,
): TierClaimSync {
  const tier = tierClaimFor(subscription);
  const current = existing?.tier ?? null;
  const claims = mergeClaims(existing, { tier });
  return { claims, changed: current !== tier };
}
