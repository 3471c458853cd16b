/** The web references of `billingEventsCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const billingEventsCol = /* @__PURE__ */ collectionRef(R.billingEventsCol);
