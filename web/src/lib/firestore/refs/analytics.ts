/** The web references of `analyticsCurrentDoc`, `analyticsDaysCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const analyticsCurrentDoc = /* @__PURE__ */ docRef(R.analyticsCurrentDoc);
export const analyticsDaysCol = /* @__PURE__ */ collectionRef(R.analyticsDaysCol);
