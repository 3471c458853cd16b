/** The web references of `notificationsCol`, `notificationDoc`, `notificationSettingsDoc`, with their converter (`../ref-makers.ts`). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const notificationsCol = /* @__PURE__ */ collectionRef(R.notificationsCol);
export const notificationDoc = /* @__PURE__ */ docRef(R.notificationDoc);
export const notificationSettingsDoc = /* @__PURE__ */ docRef(R.notificationSettingsDoc);
