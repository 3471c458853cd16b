/** The web references of `brandSummaryDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { docRef } from '../ref-makers';

export const brandSummaryDoc = /* @__PURE__ */ docRef(R.brandSummaryDoc);
