/** The named references of `chargesCol`, `chargeDoc` (see `../firestore-refs.ts`). */
import { chargeDocSchema } from '../../billing';
import { COLLECTIONS } from '../collection-names';

/** Members' charges (billing history); a member reads only their own. */
export const chargesCol = { collection: COLLECTIONS.charges, schema: chargeDocSchema } as const;
/** One charge (a receipt). */
export const chargeDoc = {
  collection: COLLECTIONS.charges,
  schema: chargeDocSchema,
  id: (id: string) => id,
} as const;
