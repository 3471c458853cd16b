/** The web references of `referralsCol`, `referrerDoc`, with their converters (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const referralsCol = /* @__PURE__ */ collectionRef(R.referralsCol);
export const referrerDoc = /* @__PURE__ */ docRef(R.referrerDoc);
