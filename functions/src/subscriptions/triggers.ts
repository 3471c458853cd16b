/** Subscription written → the member's `tier` claim follows (see `sync-tier-claim.ts`). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { syncTierClaimFor } from './sync-tier-claim';

export const syncTierClaim = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.subscriptions}/{uid}`,
  },
  async (event) => {
    await syncTierClaimFor(firestore(), adminAuth(), event.params.uid);
  },
);
