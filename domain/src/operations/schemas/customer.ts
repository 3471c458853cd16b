/**
 * The admin-only customer documents: `customers/{uid}` (a member's searchable summary,
 * derived from their profile and subscription by a trigger) and `customer_notes/{id}`
 * (admins' notes about a member, written by a callable).
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../../membership';
import { nullableField } from '../../core';

/** A member's subscription status on the customer list; `none` before any payment. */
export const CUSTOMER_STATUSES = [...SUBSCRIPTION_STATUSES, 'none'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A `customers/{uid}` document (see `customerFromDocs`). */
export const customerDocSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** `first last`, lower-cased: the list's sort key. */
  name_lower: z.string(),
  /** Lower-cased prefixes of the name words, the full name and the email (search). */
  search_keys: z.array(z.string()).max(200),
  tier: nullableField(z.enum(TIER_IDS)),
  status: z.enum(CUSTOMER_STATUSES),
  updated_at: z.date(),
});

export type CustomerDoc = z.output<typeof customerDocSchema>;
/** A customer as read from Firestore; `id` is the member's uid. */
export type Customer = CustomerDoc & { id: string };

/** Longest admin note, in characters. */
export const CUSTOMER_NOTE_MAX = 2000;

/** A `customer_notes/{id}` document: one note about one member. */
export const customerNoteDocSchema = z.object({
  uid: z.string(),
  text: z.string().max(CUSTOMER_NOTE_MAX),
  /** The admin who wrote it (their email, or uid without one). */
  author: z.string(),
  created_at: z.date(),
});

export type CustomerNoteDoc = z.output<typeof customerNoteDocSchema>;
export type CustomerNote = CustomerNoteDoc & { id: string };
