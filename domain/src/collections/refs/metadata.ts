/** The named references of `userMetadataDoc` (see `../firestore-refs.ts`). */
import { userMetadataDocSchema } from '../../operations';
import { COLLECTIONS } from '../collection-names';

/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

/** The user's token-refresh marker; its id is the user's uid. */
export const userMetadataDoc = {
  collection: COLLECTIONS.metadata,
  schema: userMetadataDocSchema,
  id: byUid,
} as const;
