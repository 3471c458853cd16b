/** The web references of `couponsCol`, `couponDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const couponsCol = /* @__PURE__ */ collectionRef(R.couponsCol);
export const couponDoc = /* @__PURE__ */ docRef(R.couponDoc);
