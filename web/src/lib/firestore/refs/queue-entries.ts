/** The web references of `queueEntriesCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const queueEntriesCol = /* @__PURE__ */ collectionRef(R.queueEntriesCol);
