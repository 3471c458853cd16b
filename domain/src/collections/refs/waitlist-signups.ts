/** The named references of `waitlistCol`, `waitlistSignupDoc` (see `../firestore-refs.ts`). */
import { waitlistSignupDocSchema } from '../../waitlist';
import { COLLECTIONS } from '../collection-names';

const byId = (id: string) => id;

export const waitlistCol = {
  collection: COLLECTIONS.waitlistSignups,
  schema: waitlistSignupDocSchema,
} as const;
export const waitlistSignupDoc = {
  collection: COLLECTIONS.waitlistSignups,
  schema: waitlistSignupDocSchema,
  id: byId,
} as const;
