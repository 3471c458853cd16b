/**
 * Mirrors a member's subscription onto their `tier` custom claim: set while active,
 * removed otherwise, every other claim (notably `admin`) kept. After a change it writes
 * `metadata/{uid}.refresh_time`, which the signed-in client listens to before
 * force-refreshing its ID token. Reads the subscription as it is now, so late or
 * repeated events converge, and does nothing when the claim is already right.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { syncTierClaim } from '@unlimited/domain';
import { subscriptionDoc, userMetadataDoc } from '../lib/collections';
import { isUserNotFound } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** What the sync did. */
export type TierClaimOutcome = 'updated' | 'unchanged' | 'no-user';

/** Brings user `uid`'s `tier` claim in line with their subscription. */
export async function syncTierClaimFor(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<TierClaimOutcome> {
  const subscription = dataOrNull(await subscriptionDoc(db, uid).get());
  let existing: Record<string, unknown> | undefined;
  try {
    existing = (await auth.getUser(uid)).customClaims;
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
    logger.warn('Subscription for a user that does not exist', { uid });
    return 'no-user';
  }
  const { claims, changed } = syncTierClaim(existing, subscription);
  if (!changed) return 'unchanged';
  await auth.setCustomUserClaims(uid, claims);
  // Stamped after the claims changed: a token issued before this time lacks them.
  await userMetadataDoc(db, uid).set({ id: uid, refresh_time: new Date() });
  logger.info('Tier claim updated', { uid, tier: (claims.tier as string | undefined) ?? null });
  return 'updated';
}
