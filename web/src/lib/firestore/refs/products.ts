/** The web references of `productsCol`, `productDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const productsCol = /* @__PURE__ */ collectionRef(R.productsCol);
export const productDoc = /* @__PURE__ */ docRef(R.productDoc);
