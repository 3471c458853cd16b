import { describe, expect, it } from 'vitest';
import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  afterFailure,
  afterSuccess,
  decideClaim,
  holdsClaim,
  readMailDelivery,
  resendDelivery,
  retryDelayMs,
  type MailDelivery,
} from '../mail-delivery';

const T0 = new Date('2026-11-20T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;
const info = {
  messageId: '<m1@unlimited.test>',
  accepted: ['a@example.com'],
  rejected: [],
  pending: [],
  response: '250 OK',
};
const transient = { message: 'ECONNECTION: connect ECONNREFUSED', transient: true };
const permanent = { message: '550 5.1.1 No such user', transient: false };

function claimed(current: MailDelivery | null, now: Date): MailDelivery {
  const decision = decideClaim(current, now);
  if (decision.action !== 'send') throw new Error(`expected send, got ${decision.action}`);
  return decision.delivery;
}

describe('mail delivery state machine', () => {
  it('claims a new message for its first attempt under a lease', () => {
    const d = claimed(null, T0);
    expect(d).toMatchObject({
      state: 'PROCESSING',
      attempts: 1,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      startTime: T0,
      endTime: null,
      leaseExpireTime: at(MAIL_LEASE_MS),
      error: null,
    });
  });

  it('records success with what the server said', () => {
    const sent = afterSuccess(claimed(null, T0), info, at(2000));
    expect(sent).toMatchObject({ state: 'SUCCESS', attempts: 1, endTime: at(2000), info });
    expect(sent.leaseExpireTime).toBeNull();
  });

  it('never claims a sent or finally failed message again (at-least-once triggers send once)', () => {
    const sent = afterSuccess(claimed(null, T0), info, at(1000));
    expect(decideClaim(sent, at(5000))).toEqual({ action: 'skip', reason: 'sent' });
    const failed = afterFailure(claimed(null, T0), permanent, at(1000));
    expect(decideClaim(failed, at(5000))).toEqual({ action: 'skip', reason: 'failed' });
  });

  it('does not claim a message another attempt holds under a live lease, and takes it over once the lease lapses', () => {
    const first = claimed(null, T0);
    expect(decideClaim(first, at(MAIL_LEASE_MS - 1))).toEqual({
      action: 'skip',
      reason: 'in_progress',
    });
    const second = claimed(first, at(MAIL_LEASE_MS + 1));
    expect(second.attempts).toBe(2);
    // The first attempt, finishing late, no longer holds the claim and records nothing.
    expect(holdsClaim(second, first)).toBe(false);
    expect(holdsClaim(second, second)).toBe(true);
  });

  it('retries a transient failure after a growing delay, then fails for good after the last attempt', () => {
    let d: MailDelivery | null = null;
    let now = T0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const c = claimed(d, now);
      expect(c.attempts).toBe(attempt);
      d = afterFailure(c, transient, now);
      expect(d.error).toBe(transient.message);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(d.state).toBe('RETRY');
        const wait = d.nextAttemptTime!.getTime() - now.getTime();
        delays.push(wait);
        // Not due a millisecond early.
        expect(decideClaim(d, new Date(d.nextAttemptTime!.getTime() - 1))).toEqual({
          action: 'skip',
          reason: 'not_due',
        });
        now = d.nextAttemptTime!;
      }
    }
    expect(d).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS, nextAttemptTime: null });
    expect(delays).toEqual([2 * MIN, 10 * MIN, 30 * MIN, 120 * MIN]);
    expect(retryDelayMs(9)).toBe(120 * MIN);
  });

  it('fails at once, without retrying, when the server refuses for good', () => {
    const d = afterFailure(claimed(null, T0), permanent, at(500));
    expect(d).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: permanent.message,
      nextAttemptTime: null,
    });
  });

  it('gives up a message whose last attempt died under its lease, without sending it again', () => {
    const last = { ...claimed(null, T0), attempts: MAIL_MAX_ATTEMPTS };
    const decision = decideClaim(last, at(MAIL_LEASE_MS + 1));
    expect(decision.action).toBe('give_up');
    if (decision.action === 'give_up') {
      expect(decision.delivery.state).toBe('ERROR');
      expect(decision.delivery.error).toMatch(/did not finish/);
    }
  });

  it('lets an admin resend only a failed message, with a new round of attempts due now', () => {
    const failed = afterFailure(claimed(null, T0), permanent, at(1000));
    const resent = resendDelivery(failed, at(60_000));
    expect(resent).toMatchObject({
      state: 'RETRY',
      attempts: 1,
      maxAttempts: 1 + MAIL_MAX_ATTEMPTS,
      nextAttemptTime: at(60_000),
      error: permanent.message,
    });
    const again = claimed(resent, at(60_000));
    expect(again.attempts).toBe(2);
    expect(resendDelivery(afterSuccess(claimed(null, T0), info, T0), T0)).toBeNull();
    expect(resendDelivery(null, T0)).toBeNull();
    expect(resendDelivery(claimed(null, T0), T0)).toBeNull();
  });

  it('claims a message the extension marked PENDING, or RETRY with no due time', () => {
    expect(decideClaim(readMailDelivery({ state: 'PENDING' }), T0).action).toBe('send');
    expect(decideClaim(readMailDelivery({ state: 'RETRY', attempts: 1 }), T0)).toMatchObject({
      action: 'send',
      delivery: { attempts: 2 },
    });
  });

  it('reads a delivery it cannot understand as failed, so it is never sent blindly', () => {
    expect(readMailDelivery(undefined)).toBeNull();
    expect(readMailDelivery(null)).toBeNull();
    const odd = readMailDelivery({ state: 'SHIPPED' });
    expect(odd?.state).toBe('ERROR');
    expect(decideClaim(odd, T0)).toEqual({ action: 'skip', reason: 'failed' });
  });
});
