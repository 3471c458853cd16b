/**
 * Subscription written → what follows the membership at once: the member's `tier` claim
 * (see `sync-tier-claim.ts`), and their queue entries' tier with the order of those
 * queues (see `queues/member-tier.ts`). Each reads the subscription as it is now, so a
 * retried or late event converges.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { eventTime } from '../lib/events';
import { syncMemberQueueTier } from '../queues/member-tier';
import { syncTierClaimFor } from './sync-tier-claim';

export const syncTierClaim = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.subscriptions}/{uid}`,
  },
  async (event) => {
    const db = firestore();
    const { uid } = event.params;
    await syncTierClaimFor(db, adminAuth(), uid);
    await syncMemberQueueTier(db, uid, eventTime(event));
  },
);
