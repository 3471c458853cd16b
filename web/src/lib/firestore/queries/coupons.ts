/**
 * The admin Coupons read. firestore.rules `coupons`: admins read; the coupon functions
 * write (and a trigger counts redemptions). tests/rules runs this builder.
 */
import { limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import type { Coupon } from '@unlimited/domain';
import { couponsCol } from '../refs/coupons';

/** Coupons listed (the newest); the page says when there are more. */
export const COUPONS_LIMIT = 100;

/** The coupons, newest first. Index: the single-field index on created_at. */
export function couponsQuery(db: Firestore, pageSize = COUPONS_LIMIT): Query<Coupon> {
  return query(
    couponsCol(db),
    orderBy('created_at', 'desc'),
    limit(pageSize),
  );
}
