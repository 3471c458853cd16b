/**
 * Merging custom claims. The rules live in the domain (`domain/src/membership/claims.ts`) so the
 * admin-grant script, the seed and the tier-claim trigger merge claims the same way.
 */
export { MAX_CLAIMS_JSON_LENGTH, RESERVED_CLAIM_NAMES, mergeClaims, type Claims } from '@unlimited/domain';
