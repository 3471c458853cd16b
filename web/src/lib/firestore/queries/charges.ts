/**
 * The billing history's reads. firestore.rules lets a member read only their own charges
 * (list queries filter `user_id == <their uid>`), admins all; nobody writes from a
 * client. tests/rules runs these.
 */
import {
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Charge } from '@unlimited/domain';
import { chargeDoc, chargesCol } from '../refs/charges';

/** Charges the billing history lists (about eight years of monthly bills). */
export const BILLING_HISTORY_SIZE = 100;

/**
 * The member's charges, newest first; two dated to the same second (Stripe's resolution),
 * the later recorded first.
 *
 * Index: charges (user_id ASC, charged_at DESC, created_at DESC).
 */
export function memberChargesQuery(db: Firestore, uid: string): Query<Charge> {
  return query(
    chargesCol(db),
    where('user_id', '==', uid),
    orderBy('charged_at', 'desc'),
    orderBy('created_at', 'desc'),
    limit(BILLING_HISTORY_SIZE),
  );
}

/** One charge (a receipt): its member and admins may read it. */
export function chargeRef(db: Firestore, id: string): DocumentReference<Charge> {
  return chargeDoc(db, id);
}
