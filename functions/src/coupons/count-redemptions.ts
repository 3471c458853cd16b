/**
 * Keeps each coupon's `redemptions` equal to the number of subscriptions that record its
 * code: when a subscription's `coupon_code` changes, the codes before and after are
 * recounted (a `count()` of subscriptions). A recount is idempotent, so a retried or
 * repeated event cannot count twice.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { couponDoc } from '../lib/collections';

/** The codes whose count may have changed between the two versions of a subscription. */
export function codesToRecount(
  before: { coupon_code?: unknown } | undefined,
  after: { coupon_code?: unknown } | undefined,
): string[] {
  const code = (doc: { coupon_code?: unknown } | undefined) =>
    typeof doc?.coupon_code === 'string' ? doc.coupon_code : null;
  const [a, b] = [code(before), code(after)];
  return a === b ? [] : [a, b].filter((c): c is string => c !== null);
}

export async function recountRedemptions(db: Firestore, code: string, now: Date = new Date()) {
  const counted = await db
    .collection(COLLECTIONS.subscriptions)
    .where('coupon_code', '==', code)
    .count()
    .get();
  const ref = couponDoc(db, code);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return;
    tx.update(ref, { redemptions: counted.data().count, updated_at: now });
  });
}
