/** The named references of `subscriptionsCol`, `subscriptionDoc` (see `../firestore-refs.ts`). */
import { subscriptionDocSchema } from '../../membership';
import { COLLECTIONS } from '../collection-names';

/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

export const subscriptionsCol = {
  collection: COLLECTIONS.subscriptions,
  schema: subscriptionDocSchema,
} as const;
/** The member's subscription; its id is the member's uid. */
export const subscriptionDoc = {
  collection: COLLECTIONS.subscriptions,
  schema: subscriptionDocSchema,
  id: byUid,
} as const;
