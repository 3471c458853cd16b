/** The named references of `activityCol` (see `../firestore-refs.ts`). */
import { activityDocSchema, activityPersonDocSchema } from '../../operations';
import { COLLECTIONS } from '../collection-names';

export const activityCol = { collection: COLLECTIONS.activity, schema: activityDocSchema } as const;

/** The admins who appear in the audit trail (the Activity page's person filter). */
export const activityPeopleCol = {
  collection: COLLECTIONS.activityPeople,
  schema: activityPersonDocSchema,
} as const;
