/** The named references of `billingEventsCol` (see `../firestore-refs.ts`). */
import { BILLING_EVENTS_COLLECTION, billingEventDocSchema } from '../../billing';

/** Billing (Stripe) event records: admins read the ones needing attention. */
export const billingEventsCol = {
  collection: BILLING_EVENTS_COLLECTION,
  schema: billingEventDocSchema,
} as const;
