/** The web reference of `referralsCol`, with its converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef } from '../ref-makers';

export const referralsCol = /* @__PURE__ */ collectionRef(R.referralsCol);
