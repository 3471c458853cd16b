/**
 * Subscription written → what follows the membership at once: the member's `tier` claim
 * (see `sync-tier-claim.ts`), their queue entries' tier with the order of those queues
 * (see `queues/member-tier.ts`), and the overdue flags of their bags that are out (see
 * `jobs/return-due.ts`: flagged when the membership stops being active, cleared when it
 * is active again; the daily job stays as the backstop), and the `held_back` flags of
 * their orders waiting to ship (see `orders/held-back.ts`). Each reads the subscription
 * as it is now, so a retried or late event converges. Run by the subscriptions' write
 * trigger (../triggers.ts).
 */
import { adminAuth, firestore } from '../lib/admin';
import { eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { settleMemberOrders } from '../jobs/return-due';
import { settleMemberHeldBack } from '../orders/held-back';
import { syncMemberQueueTier } from '../queues/member-tier';
import { syncTierClaimFor } from './sync-tier-claim';

export const syncTierClaim: WriteHandler = async (event) => {
  const db = firestore();
  const uid = event.params.docId;
  await syncTierClaimFor(db, adminAuth(), uid);
  const now = eventTime(event);
  await syncMemberQueueTier(db, uid, now);
  await settleMemberOrders(db, uid, now);
  await settleMemberHeldBack(db, uid);
};
