/** References to the `coupons` collection (admins read it; the coupon functions write it). */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DOC_SCHEMAS, type Coupon } from '@unlimited/domain';
import { makeConverter } from '../lib/converters';

const couponConverter = makeConverter('coupons', DOC_SCHEMAS.coupons);

export function couponsCol(db: Firestore): CollectionReference<Coupon> {
  return db.collection(COLLECTIONS.coupons).withConverter(couponConverter);
}

/** The coupon of `code` (its id is the code in upper case). */
export function couponDoc(db: Firestore, code: string): DocumentReference<Coupon> {
  return couponsCol(db).doc(code);
}
