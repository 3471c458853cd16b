/** The web references of `heartsCol`, `heartDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const heartsCol = /* @__PURE__ */ collectionRef(R.heartsCol);
export const heartDoc = /* @__PURE__ */ docRef(R.heartDoc);
