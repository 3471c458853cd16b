/** The web references of `brandSummaryDoc`, with their converter (`../collections.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { docRef } from '../ref-makers';

export const brandSummaryDoc = /* @__PURE__ */ docRef(R.brandSummaryDoc);
