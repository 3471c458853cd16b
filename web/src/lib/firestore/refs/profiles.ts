/** The web references of `profilesCol`, `profileDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const profilesCol = /* @__PURE__ */ collectionRef(R.profilesCol);
export const profileDoc = /* @__PURE__ */ docRef(R.profileDoc);
