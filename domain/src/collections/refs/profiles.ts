/** The named references of `profilesCol`, `profileDoc` (see `../firestore-refs.ts`). */
import { profileDocSchema } from '../../orders';
import { COLLECTIONS } from '../collection-names';

/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

export const profilesCol = { collection: COLLECTIONS.profiles, schema: profileDocSchema } as const;
/** The member's profile; its id is the member's uid. */
export const profileDoc = {
  collection: COLLECTIONS.profiles,
  schema: profileDocSchema,
  id: byUid,
} as const;
