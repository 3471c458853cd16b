/** The named references of `queueEntriesCol` (see `../firestore-refs.ts`). */
import { queueEntryDocSchema } from '../../orders';
import { COLLECTIONS } from '../collection-names';

/** Members waiting for bags that are out (`queue_entries/{productId}_{uid}`); a member reads only their own. */
export const queueEntriesCol = {
  collection: COLLECTIONS.queueEntries,
  schema: queueEntryDocSchema,
} as const;
