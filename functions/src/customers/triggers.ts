/**
 * The back-office summaries kept from member documents:
 * - any write to a profile or a subscription recomputes `customers/{uid}` (sync-customer.ts);
 * - a subscription whose promotion code changed recounts that coupon's redemptions
 *   (coupons/count-redemptions.ts).
 * One trigger per collection, so a subscription write starts one worker for both.
 * Retried on failure; both are idempotent recomputations.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { codesToRecount, recountRedemptions } from '../coupons/count-redemptions';
import { syncCustomer } from './sync-customer';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

export const customerFromProfile = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    await syncCustomer(firestore(), event.params.uid);
  },
);

export const summariesFromSubscription = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.subscriptions}/{uid}` },
  async (event) => {
    const db = firestore();
    await syncCustomer(db, event.params.uid);
    const codes = codesToRecount(event.data?.before.data(), event.data?.after.data());
    for (const code of codes) await recountRedemptions(db, code);
  },
);
