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
import { adminAuth, firestore } from '../lib/admin';
import { isUserNotFound } from '../lib/errors';
import { codesToRecount, recountRedemptions } from '../coupons/count-redemptions';
import { syncCustomer } from './sync-customer';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

/** True when the account holds the `admin` claim; a deleted account is not staff. */
async function isStaff(uid: string): Promise<boolean> {
  const user = await adminAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      if (isUserNotFound(error)) return null;
      throw error;
    });
  return user?.customClaims?.admin === true;
}

export const customerFromProfile = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    await syncCustomer(firestore(), event.params.uid, new Date(), isStaff);
  },
);

export const summariesFromSubscription = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.subscriptions}/{uid}` },
  async (event) => {
    const db = firestore();
    await syncCustomer(db, event.params.uid, new Date(), isStaff);
    const codes = codesToRecount(event.data?.before.data(), event.data?.after.data());
    for (const code of codes) await recountRedemptions(db, code);
  },
);
