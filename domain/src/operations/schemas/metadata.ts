/** The `metadata` collection, one document per user keyed by their uid. */
import { z } from 'zod';

/**
 * A `metadata/{uid}` document. The claims trigger writes `refresh_time` after changing
 * the user's custom claims; the client listens and then force-refreshes its ID token.
 */
export const userMetadataDocSchema = z.object({
  refresh_time: z.date(),
});

/** A stored user metadata document (without its id). */
export type UserMetadataDoc = z.output<typeof userMetadataDocSchema>;
/** User metadata as read from Firestore; `id` is the user's uid. */
export type UserMetadata = UserMetadataDoc & { id: string };
