/**
 * Keeps `customers/{uid}` equal to what the member's profile and subscription say
 * (domain `customerFromDocs`). It recomputes from both documents in one transaction, so
 * it is idempotent and order-free: a retried or late event writes the same summary.
 * `isStaff` says whether the account holds the `admin` claim (staff without a subscription
 * have no summary).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { customerFromDocs, sameCustomer } from '@unlimited/domain';
import { customerDoc, profileDoc, subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

export type SyncOutcome = 'written' | 'deleted' | 'unchanged';

export async function syncCustomer(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
  isStaff: (uid: string) => Promise<boolean> = async () => false,
): Promise<SyncOutcome> {
  const staff = await isStaff(uid);
  return db.runTransaction(async (tx) => {
    const ref = customerDoc(db, uid);
    const [profile, subscription, current] = await Promise.all([
      tx.get(profileDoc(db, uid)).then(dataOrNull),
      tx.get(subscriptionDoc(db, uid)).then(dataOrNull),
      tx.get(ref).then(dataOrNull),
    ]);
    const next = customerFromDocs(profile, subscription, now, { staff });
    if (next === null) {
      if (current === null) return 'unchanged';
      tx.delete(ref);
      return 'deleted';
    }
    if (current !== null && sameCustomer(current, next)) return 'unchanged';
    tx.set(ref, { ...next, id: uid });
    return 'written';
  });
}
