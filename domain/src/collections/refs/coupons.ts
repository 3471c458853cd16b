/** The named references of `couponsCol`, `couponDoc` (see `../firestore-refs.ts`). */
import { couponDocSchema } from '../../membership';
import { COLLECTIONS } from '../collection-names';

/** Coupons (admins read them; the coupon functions write them). */
export const couponsCol = { collection: COLLECTIONS.coupons, schema: couponDocSchema } as const;
/** The coupon of `code` (its id is the code in upper case). */
export const couponDoc = {
  collection: COLLECTIONS.coupons,
  schema: couponDocSchema,
  id: (code: string) => code,
} as const;
