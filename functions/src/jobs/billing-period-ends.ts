/**
 * The daily billing-period job: cancellations, pauses and add-on removals the member
 * asked for take effect once `current_period_end` has passed (domain `periodEndChanges`).
 * Changing `status` makes the tier-claim trigger drop the `tier` claim.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { COLLECTIONS, periodEndChanges } from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** Applies the period-end changes of every active subscription whose period has ended. */
export async function runBillingPeriodEndsJob(
  db: Firestore,
  now: Date = new Date(),
): Promise<{ changed: string[] }> {
  const snap = await db
    .collection(COLLECTIONS.subscriptions)
    .where('status', '==', 'active')
    .where('current_period_end', '<=', now)
    .get();
  const changed: string[] = [];
  for (const { id: uid } of snap.docs) {
    const applied = await db.runTransaction(async (tx) => {
      const ref = subscriptionDoc(db, uid);
      const subscription = dataOrNull(await tx.get(ref));
      const patch = subscription === null ? null : periodEndChanges(subscription, now);
      if (patch === null) return false;
      tx.set(ref, patch, { merge: true });
      return true;
    });
    if (applied) changed.push(uid);
  }
  logger.info('Billing-period job done', { checked: snap.size, changed: changed.length });
  return { changed };
}
