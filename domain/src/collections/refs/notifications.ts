/** The named references of `notificationsCol`, `notificationDoc`, `notificationSettingsDoc` (see `../firestore-refs.ts`). */
import { notificationDocSchema, notificationSettingsDocSchema } from '../../operations';
import { COLLECTIONS } from '../collection-names';

const byId = (id: string) => id;
/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

/** Members' in-app notifications; a member reads only their own. */
export const notificationsCol = {
  collection: COLLECTIONS.notifications,
  schema: notificationDocSchema,
} as const;
export const notificationDoc = {
  collection: COLLECTIONS.notifications,
  schema: notificationDocSchema,
  id: byId,
} as const;
/** A member's email choices; its id is the member's uid. */
export const notificationSettingsDoc = {
  collection: COLLECTIONS.notificationSettings,
  schema: notificationSettingsDocSchema,
  id: byUid,
} as const;
