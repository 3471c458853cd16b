/** The web references of `ordersCol`, `orderDoc`, `orderNotesDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const ordersCol = /* @__PURE__ */ collectionRef(R.ordersCol);
export const orderDoc = /* @__PURE__ */ docRef(R.orderDoc);
export const orderNotesDoc = /* @__PURE__ */ docRef(R.orderNotesDoc);
