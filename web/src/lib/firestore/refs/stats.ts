/** The web references of `dashboardStatsDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { docRef } from '../ref-makers';

export const dashboardStatsDoc = /* @__PURE__ */ docRef(R.dashboardStatsDoc);
