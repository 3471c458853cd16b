/**
 * The Club's reads. firestore.rules lets a member read only her own referrals (list
 * queries filter `referrer_uid == <her uid>`) and her own referral code; nobody writes
 * from a client. tests/rules runs these.
 */
import {
  limit,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Referral, ReferrerDoc } from '@unlimited/domain';
import { referralsCol, referrerDoc } from '../refs/referrals';

/** Referrals the Club lists (sorted on the page: no index needed). */
export const CLUB_REFERRALS_LIMIT = 200;

/** The member's referrals (any order; the page sorts them newest first). */
export function memberReferralsQuery(db: Firestore, uid: string): Query<Referral> {
  return query(referralsCol(db), where('referrer_uid', '==', uid), limit(CLUB_REFERRALS_LIMIT));
}

/** The member's referral code document (missing until she first makes her link). */
export function memberReferrerRef(
  db: Firestore,
  uid: string,
): DocumentReference<ReferrerDoc & { id: string }> {
  return referrerDoc(db, uid);
}
