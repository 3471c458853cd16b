/** The `activity` collection: recent events shown on the admin dashboard. */
import { z } from 'zod';

/** The actor of events that no admin caused (triggers, scheduled jobs). */
export const SYSTEM_ACTOR = 'System';

/** Longest activity text stored. */
export const MAX_ACTIVITY_ACTION_LENGTH = 500;

/** An `activity/{id}` document. `actor` is {@link SYSTEM_ACTOR} or an admin's email. */
export const activityDocSchema = z.object({
  action: z.string().min(1).max(MAX_ACTIVITY_ACTION_LENGTH),
  timestamp: z.date(),
  actor: z.string().min(1),
});

/** A stored activity document (without its id). */
export type ActivityDoc = z.output<typeof activityDocSchema>;
/** An activity item as read from Firestore: the document plus its id. */
export type Activity = ActivityDoc & { id: string };
