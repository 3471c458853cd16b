/** The named references of `mailCol` (see `../firestore-refs.ts`). */
import { MAIL_COLLECTION } from '../../orders';
import { mailDocSchema } from '../../operations';

/** The email outbox (`mail`), in the Trigger Email extension's format. */
export const mailCol = { collection: MAIL_COLLECTION, schema: mailDocSchema } as const;
