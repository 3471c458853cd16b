/** The named references of `customersCol`, `customerDoc`, `customerNotesCol` (see `../firestore-refs.ts`). */
import { customerDocSchema, customerNoteDocSchema } from '../../operations';
import { COLLECTIONS } from '../collection-names';

/** Documents keyed by the user's uid. */
const byUid = (uid: string) => uid;

/** Members' searchable summaries (admins read them; the sync trigger writes them). */
export const customersCol = {
  collection: COLLECTIONS.customers,
  schema: customerDocSchema,
} as const;
/** A member's summary; its id is the member's uid. */
export const customerDoc = {
  collection: COLLECTIONS.customers,
  schema: customerDocSchema,
  id: byUid,
} as const;
/** Admins' notes about members (admins read them; `addCustomerNote` writes them). */
export const customerNotesCol = {
  collection: COLLECTIONS.customerNotes,
  schema: customerNoteDocSchema,
} as const;
