/** The Club's documents: `referrals/{signupId}` (members read their own) and `referrers/{uid}`. */
import { z } from 'zod';
import { nullableField } from '../../core';
import { REFERRAL_STATES } from '../referrals';

/**
 * `referrals/{signupId}`: a friend who joined the waitlist through a member's link, keyed
 * by the friend's signup (one referral, and so one credit, per new member). Written only
 * by functions; the referrer reads hers (`referrer_uid == uid`).
 */
export const referralDocSchema = z.object({
  referrer_uid: z.string().min(1),
  /** The friend's first name, or her masked email (`referralDisplayName`). */
  friend_name: z.string(),
  state: z.enum(REFERRAL_STATES),
  /** The credit granted (cents), `null` until one is; set once. */
  credit_cents: nullableField(z.number().int().nonnegative()),
  /**
   * How the credit reached the referrer: a Stripe customer balance credit (`pending` until
   * Stripe confirms it), or demo billing (taken off her next demo charge).
   */
  credit_mode: nullableField(z.enum(['stripe', 'demo'])),
  credit_status: nullableField(z.enum(['pending', 'granted'])),
  /** The billing event (the friend's paid invoice) that earned it. */
  credit_event_id: nullableField(z.string()),
  credited_at: nullableField(z.date()),
  stripe_balance_transaction_id: nullableField(z.string()),
  /** Demo billing: the charge the credit was taken off, `null` while it waits. */
  applied_charge_id: nullableField(z.string()),
  created_at: z.date(),
  updated_at: z.date(),
});

export type ReferralDoc = z.output<typeof referralDocSchema>;
export type Referral = ReferralDoc & { id: string };

/** `referrers/{uid}`: a member's referral code (functions only; unique, never changes). */
export const referrerDocSchema = z.object({
  code: z.string().min(1),
  created_at: z.date(),
});

export type ReferrerDoc = z.output<typeof referrerDocSchema>;
