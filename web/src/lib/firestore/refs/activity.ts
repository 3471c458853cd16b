/** The web references of `activityCol`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const activityCol = /* @__PURE__ */ collectionRef(R.activityCol);
export const activityPeopleCol = /* @__PURE__ */ collectionRef(R.activityPeopleCol);
