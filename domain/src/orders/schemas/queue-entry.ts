/**
 * `queue_entries/{productId}_{uid}`: one member waiting for one bag that is out. Written
 * only by functions (joinQueue, leaveQueue, the return and expiry handlers), which keep
 * each entry's position and estimated date in step; a member reads their own entries,
 * admins read every queue.
 */
import { z } from 'zod';
import { TIER_IDS } from '../../membership';
import { nullableField } from '../../core';

/** An entry waits its turn, or holds the offer: the bag is reserved for that member. */
export const QUEUE_ENTRY_STATUSES = ['waiting', 'offered'] as const;
export type QueueEntryStatus = (typeof QUEUE_ENTRY_STATUSES)[number];

export const queueEntryDocSchema = z.object({
  product_id: z.string().min(1),
  user_id: z.string().min(1),
  /**
   * The member's tier now: their plan when they joined, kept in step by the subscription
   * trigger when it changes (Crown priority reads it).
   */
  user_tier: z.enum(TIER_IDS),
  joined_at: z.date(),
  status: z.enum(QUEUE_ENTRY_STATUSES).default('waiting'),
  /** 1 for the first in line (or the member holding the offer). */
  position: z.number().int().min(1),
  /** When the bag should reach this member: an estimate, null when it cannot be told. */
  estimated_at: nullableField(z.date()),
  /** While offered: when the 48-hour hold ends. */
  offer_expires_at: nullableField(z.date()),
  /** The bag, so the member's list can name it when they cannot read the product. */
  bag_title: z.string().default(''),
  bag_brand: z.string().default(''),
  bag_photo: nullableField(z.string()),
  /** The member's email, for the admin's queue list (admins only read entries). */
  user_email: nullableField(z.string()),
  updated_at: z.date(),
});

/** A stored queue entry (without its id). */
export type QueueEntryDoc = z.output<typeof queueEntryDocSchema>;
/** A queue entry as read: the document plus its id. */
export type QueueEntry = QueueEntryDoc & { id: string };

/** The id of `uid`'s entry in the queue of `productId`: one entry per member and bag. */
export function queueEntryId(productId: string, uid: string): string {
  return `${productId}_${uid}`;
}
