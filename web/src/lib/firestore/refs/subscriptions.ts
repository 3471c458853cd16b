/** The web references of `subscriptionsCol`, `subscriptionDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const subscriptionsCol = /* @__PURE__ */ collectionRef(R.subscriptionsCol);
export const subscriptionDoc = /* @__PURE__ */ docRef(R.subscriptionDoc);
