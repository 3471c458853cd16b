/** The web references of `userMetadataDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { docRef } from '../ref-makers';

export const userMetadataDoc = /* @__PURE__ */ docRef(R.userMetadataDoc);
