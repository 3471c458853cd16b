/** The named references of `mailCol` (see `../firestore-refs.ts`). */
import { MAIL_COLLECTION } from '../../returns';
import { mailDocSchema } from '../mail';

/** The email outbox (`mail`), in the Trigger Email extension's format. */
export const mailCol = { collection: MAIL_COLLECTION, schema: mailDocSchema } as const;
