/** The web references of `bulkJobsCol`, `bulkJobDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const bulkJobsCol = /* @__PURE__ */ collectionRef(R.bulkJobsCol);
export const bulkJobDoc = /* @__PURE__ */ docRef(R.bulkJobDoc);
