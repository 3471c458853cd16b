/** The web references of `chargesCol`, `chargeDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const chargesCol = /* @__PURE__ */ collectionRef(R.chargesCol);
export const chargeDoc = /* @__PURE__ */ docRef(R.chargeDoc);
