/**
 * Delivering the `mail` outbox: the state machine of a message's `delivery` field, in the
 * shape the "Trigger Email from Firestore" extension writes (state, attempts, startTime,
 * endTime, leaseExpireTime, error, info), plus `nextAttemptTime` (when a RETRY is due) and
 * `maxAttempts` (the attempt after which a failure is final). Pure: the functions' mail
 * module reads a message, asks {@link decideClaim} what to do, sends, and records
 * {@link afterSuccess} or {@link afterFailure}, each in a transaction.
 *
 * States: no `delivery` (just queued) or PENDING → PROCESSING (claimed for one attempt,
 * under a lease) → SUCCESS, or RETRY (a transient failure, due again at
 * `nextAttemptTime`), or ERROR (a permanent failure, or the last attempt failed). An admin
 * can resend an ERROR: it becomes RETRY, due at once, with {@link MAIL_MAX_ATTEMPTS} more
 * attempts.
 *
 * Triggers run at least once: a message already SUCCESS, or PROCESSING under a live lease,
 * is never claimed again, so it is sent once. A lease that ran out (the attempt died
 * between claim and record) is claimed again: the message may then arrive twice, never
 * zero times.
 */
import { z } from 'zod';
import { nullableField } from '../core';
import { MAIL_DELIVERY_STATES } from './schemas/mail';

/** Attempts per round (the first send and its retries) before a failure is final. */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long one attempt holds its claim: longer than the SMTP timeouts add up to. */
export const MAIL_LEASE_MS = 3 * 60_000;
/** Wait before the retry after attempt 1, 2, 3, 4 (then the last delay again). */
export const MAIL_RETRY_DELAYS_MS = [2, 10, 30, 120].map((minutes) => minutes * 60_000);

export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** What the SMTP server said of an accepted message. */
export interface MailDeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  pending: string[];
  response: string | null;
}

/** A message's `delivery` field. */
export interface MailDelivery {
  state: MailDeliveryState;
  attempts: number;
  maxAttempts: number;
  startTime: Date | null;
  endTime: Date | null;
  leaseExpireTime: Date | null;
  nextAttemptTime: Date | null;
  error: string | null;
  info: MailDeliveryInfo | null;
}

const addresses = z.array(z.string()).catch([]);

const deliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().min(0).catch(0),
  maxAttempts: z.number().int().min(1).catch(MAIL_MAX_ATTEMPTS),
  startTime: nullableField(z.date()),
  endTime: nullableField(z.date()),
  leaseExpireTime: nullableField(z.date()),
  nextAttemptTime: nullableField(z.date()),
  error: nullableField(z.string()),
  info: nullableField(
    z.object({
      messageId: nullableField(z.string()),
      accepted: addresses,
      rejected: addresses,
      pending: addresses,
      response: nullableField(z.string()),
    }),
  ),
});

/**
 * The `delivery` of a stored message (dates already read as `Date`s), or `null` when it
 * has none. A `delivery` this code cannot read (an unknown state) reads as ERROR so that
 * it is never sent blindly; its error says why.
 */
export function readMailDelivery(raw: unknown): MailDelivery | null {
  if (raw === undefined || raw === null) return null;
  const parsed = deliverySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return {
    ...emptyDelivery('ERROR'),
    error: 'The delivery record of this email is unreadable, so it was not sent again.',
  };
}

function emptyDelivery(state: MailDeliveryState): MailDelivery {
  return {
    state,
    attempts: 0,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    nextAttemptTime: null,
    error: null,
    info: null,
  };
}

/** Why a message is not claimed now. */
export type MailSkipReason = 'sent' | 'failed' | 'in_progress' | 'not_due';

/** What to do with a message now. */
export type MailClaimDecision =
  /** Send it: first record `delivery` (PROCESSING, this attempt counted, under a lease). */
  | { action: 'send'; delivery: MailDelivery }
  /** Its last attempt died under its lease: record `delivery` (ERROR) and send nothing. */
  | { action: 'give_up'; delivery: MailDelivery }
  | { action: 'skip'; reason: MailSkipReason };

/** When an attempt's claim lapses. */
function leaseEnd(now: Date): Date {
  return new Date(now.getTime() + MAIL_LEASE_MS);
}

function claim(current: MailDelivery, now: Date): MailClaimDecision {
  return {
    action: 'send',
    delivery: {
      ...current,
      state: 'PROCESSING',
      attempts: current.attempts + 1,
      startTime: now,
      endTime: null,
      leaseExpireTime: leaseEnd(now),
      nextAttemptTime: null,
    },
  };
}

/** What to do with a message whose delivery is `current` (null: never picked up) at `now`. */
export function decideClaim(current: MailDelivery | null, now: Date): MailClaimDecision {
  if (current === null) return claim(emptyDelivery('PENDING'), now);
  switch (current.state) {
    case 'SUCCESS':
      return { action: 'skip', reason: 'sent' };
    case 'ERROR':
      return { action: 'skip', reason: 'failed' };
    case 'PENDING':
      return claim(current, now);
    case 'RETRY':
      return current.nextAttemptTime !== null && current.nextAttemptTime > now
        ? { action: 'skip', reason: 'not_due' }
        : claim(current, now);
    case 'PROCESSING': {
      if (current.leaseExpireTime !== null && current.leaseExpireTime > now) {
        return { action: 'skip', reason: 'in_progress' };
      }
      if (current.attempts >= current.maxAttempts) {
        return {
          action: 'give_up',
          delivery: {
            ...current,
            state: 'ERROR',
            endTime: now,
            leaseExpireTime: null,
            error:
              'The last attempt did not finish (it ran out of time), so the email may or may not have been sent.',
          },
        };
      }
      return claim(current, now);
    }
  }
}

/** Whether `claimed` is still this attempt's claim (no other attempt took over since). */
export function holdsClaim(stored: MailDelivery | null, claimed: MailDelivery): boolean {
  return (
    stored !== null &&
    stored.state === 'PROCESSING' &&
    stored.attempts === claimed.attempts &&
    stored.startTime?.getTime() === claimed.startTime?.getTime()
  );
}

/** The delivery after the SMTP server accepted the message. */
export function afterSuccess(
  claimed: MailDelivery,
  info: MailDeliveryInfo,
  now: Date,
): MailDelivery {
  return {
    ...claimed,
    state: 'SUCCESS',
    endTime: now,
    leaseExpireTime: null,
    nextAttemptTime: null,
    error: null,
    info,
  };
}

/** The wait before the retry that follows attempt `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), MAIL_RETRY_DELAYS_MS.length) - 1;
  return MAIL_RETRY_DELAYS_MS[index] ?? 0;
}

/** A failed attempt: what went wrong, and whether trying again later may succeed. */
export interface MailFailure {
  message: string;
  transient: boolean;
}

/**
 * The delivery after an attempt failed: RETRY later when the failure is transient and
 * attempts remain, else ERROR with the error for good.
 */
export function afterFailure(claimed: MailDelivery, failure: MailFailure, now: Date): MailDelivery {
  const retry = failure.transient && claimed.attempts < claimed.maxAttempts;
  return {
    ...claimed,
    state: retry ? 'RETRY' : 'ERROR',
    endTime: now,
    leaseExpireTime: null,
    nextAttemptTime: retry ? new Date(now.getTime() + retryDelayMs(claimed.attempts)) : null,
    error: failure.message,
  };
}

/** Refusal: resending a message that has not failed. */
export const MAIL_NOT_FAILED = 'Only an email that failed can be sent again.';

/**
 * The delivery of a failed message an admin sends again: RETRY, due now, with a new round
 * of attempts; `null` when the message has not failed (sent, sending or retrying).
 */
export function resendDelivery(current: MailDelivery | null, now: Date): MailDelivery | null {
  if (current === null || current.state !== 'ERROR') return null;
  return {
    ...current,
    state: 'RETRY',
    maxAttempts: current.attempts + MAIL_MAX_ATTEMPTS,
    nextAttemptTime: now,
    leaseExpireTime: null,
  };
}
