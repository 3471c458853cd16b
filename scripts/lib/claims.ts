/**
 * Merging custom claims. `setCustomUserClaims` replaces the whole claims object, so a
 * script that sets one claim must start from the user's existing claims or it wipes the
 * others (setting `admin` would drop `tier`).
 */

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
