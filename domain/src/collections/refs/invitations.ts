/** The named references of `invitationsCol`, `invitationDoc` (see `../firestore-refs.ts`). */
import { invitationDocSchema } from '../../waitlist';
import { COLLECTIONS } from '../collection-names';

/** The invitations collection, for finding one by its token's hash. */
export const invitationsCol = {
  collection: COLLECTIONS.invitations,
  schema: invitationDocSchema,
} as const;
/** The invitation of waitlist signup `signupId` (one per signup; admins read it, functions write it). */
export const invitationDoc = {
  collection: COLLECTIONS.invitations,
  schema: invitationDocSchema,
  id: (signupId: string) => signupId,
} as const;
