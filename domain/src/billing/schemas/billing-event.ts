/**
 * The `billing_events/{eventId}` record of each billing (Stripe) event the webhook
 * handler has seen: `processed` once applied (or known to need nothing), so a replay
 * changes nothing; `needs_attention` while it could not be mapped onto a member (it was
 * answered non-2xx, so Stripe retries it, and a retry after the fix applies it). Written
 * by functions only; admins read it (the back-office's billing attention list).
 */
import { z } from 'zod';
import { BILLING_PROBLEMS } from '../billing-events';
import { nullableField } from '../../core';

/** The collection of billing event records. */
export const BILLING_EVENTS_COLLECTION = 'billing_events';

/** A record's state: handled, or waiting for the configuration to be fixed. */
export const BILLING_EVENT_STATES = ['processed', 'needs_attention'] as const;
export type BillingEventState = (typeof BILLING_EVENT_STATES)[number];

/** What applying a processed event did. */
export const BILLING_EVENT_OUTCOMES = ['applied', 'duplicate', 'stale', 'ignored'] as const;

export const billingEventDocSchema = z.object({
  /** Missing on records written before the attention list: they were all processed. */
  state: z.enum(BILLING_EVENT_STATES).default('processed'),
  type: z.string(),
  /** The event's `created`. */
  created: z.date(),
  outcome: nullableField(z.enum(BILLING_EVENT_OUTCOMES)),
  mode: z.enum(['stripe', 'demo']).default('stripe'),
  /** When it was first received. */
  received_at: z.date(),
  /** When it was last received (a retry), and how many times so far. */
  last_received_at: nullableField(z.date()),
  attempts: z.number().int().nonnegative().default(1),
  /** Why it needs attention, and the admin's sentence for it. */
  problem: nullableField(z.enum(BILLING_PROBLEMS)),
  message: nullableField(z.string()),
  /** Removed by a TTL policy after this (`BILLING_EVENT_RETENTION_DAYS`). */
  expire_at: nullableField(z.date()),
});

export type BillingEventDoc = z.output<typeof billingEventDocSchema>;
export type BillingEventRecord = BillingEventDoc & { id: string };
