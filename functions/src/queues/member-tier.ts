/**
 * A member's plan changed (an upgrade, a downgrade): their queue entries take the new
 * tier at once (domain `queueTierChanges`), so Crown priority reads the tier they have,
 * not the one they joined with. Each affected bag's queue is then put in the new order,
 * and its hold offered again by the existing rule (`offerNext`): a bag held for someone
 * stays held (an offer is never taken back), a bag free in the closet with nobody able to
 * choose it may now be held for the member who can. Safe to run again: an entry already
 * at the tier is left alone.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { queueTierChanges } from '@unlimited/domain';
import { queueEntriesCol, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { offerNext } from './offers';
import { refreshQueue } from './refresh-queue';

/** Brings member `uid`'s queue entries to their subscription's tier; returns the bags moved. */
export async function syncMemberQueueTier(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
): Promise<string[]> {
  const [subscription, entries] = await Promise.all([
    subscriptionDoc(db, uid).get().then(dataOrNull),
    queueEntriesCol(db).where('user_id', '==', uid).get(),
  ]);
  const changes = queueTierChanges(
    entries.docs.map((doc) => doc.data()),
    subscription?.plan_name ?? null,
  );
  if (changes.length === 0) return [];
  const batch = db.batch();
  for (const change of changes) {
    batch.update(queueEntriesCol(db).doc(change.id), {
      user_tier: change.user_tier,
      updated_at: now,
    });
  }
  await batch.commit();
  const bags = [...new Set(changes.map((change) => change.product_id))];
  for (const bag of bags) {
    // offerNext refreshes the queue when it holds the bag; otherwise refresh it here.
    if ((await offerNext(db, bag, now)) === null) await refreshQueue(db, bag, now);
  }
  logger.info('Queue entries moved to the member’s tier', { uid, bags: bags.length });
  return bags;
}
