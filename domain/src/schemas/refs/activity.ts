/** The named references of `activityCol` (see `../firestore-refs.ts`). */
import { activityDocSchema } from '../activity';
import { COLLECTIONS } from '../collection-names';

export const activityCol = { collection: COLLECTIONS.activity, schema: activityDocSchema } as const;
