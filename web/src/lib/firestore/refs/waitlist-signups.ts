/** The web references of `waitlistCol`, `waitlistSignupDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const waitlistCol = /* @__PURE__ */ collectionRef(R.waitlistCol);
export const waitlistSignupDoc = /* @__PURE__ */ docRef(R.waitlistSignupDoc);
