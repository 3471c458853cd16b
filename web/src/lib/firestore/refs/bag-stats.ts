/** The web references of `bagStatsCol`, `bagStatsDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const bagStatsCol = /* @__PURE__ */ collectionRef(R.bagStatsCol);
export const bagStatsDoc = /* @__PURE__ */ docRef(R.bagStatsDoc);
