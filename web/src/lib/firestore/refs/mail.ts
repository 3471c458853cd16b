/** The web references of `mailCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const mailCol = /* @__PURE__ */ collectionRef(R.mailCol);
