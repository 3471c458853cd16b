/**
 * The back-office summaries kept from member documents:
 * - any write to a profile or a subscription recomputes `customers/{uid}` (sync-customer.ts);
 * - a subscription whose promotion code changed recounts that coupon's redemptions
 *   (coupons/count-redemptions.ts).
 * Run by the collections' write triggers (../triggers.ts); both are idempotent
 * recomputations.
 */
import { adminAuth, firestore } from '../lib/admin';
import { isUserNotFound } from '../lib/errors';
import type { WriteHandler } from '../lib/written-trigger';
import { codesToRecount, recountRedemptions } from '../coupons/count-redemptions';
import { syncCustomer } from './sync-customer';

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

export const customerFromProfile: WriteHandler = async (event) => {
  await syncCustomer(firestore(), event.params.docId, new Date(), isStaff);
};

export const summariesFromSubscription: WriteHandler = async (event) => {
  const db = firestore();
  await syncCustomer(db, event.params.docId, new Date(), isStaff);
  const codes = codesToRecount(event.data?.before.data(), event.data?.after.data());
  for (const code of codes) await recountRedemptions(db, code);
};
