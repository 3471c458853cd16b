/** The web references of `customersCol`, `customerDoc`, `customerNotesCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const customersCol = /* @__PURE__ */ collectionRef(R.customersCol);
export const customerDoc = /* @__PURE__ */ docRef(R.customerDoc);
export const customerNotesCol = /* @__PURE__ */ collectionRef(R.customerNotesCol);
