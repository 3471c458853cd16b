/** The web references of `invitationsCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const invitationsCol = /* @__PURE__ */ collectionRef(R.invitationsCol);
