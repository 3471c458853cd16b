/** The named references of `heartsCol`, `heartDoc` (see `../firestore-refs.ts`). */
import { heartDocSchema } from '../../catalogue';
import { COLLECTIONS } from '../collection-names';

const byId = (id: string) => id;

/** Bags members saved (`hearts/{uid}_{productId}`); a member reads only their own. */
export const heartsCol = { collection: COLLECTIONS.hearts, schema: heartDocSchema } as const;
export const heartDoc = {
  collection: COLLECTIONS.hearts,
  schema: heartDocSchema,
  id: byId,
} as const;
