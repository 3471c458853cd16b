import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canScheduleCancel,
  canDowngrade,
  minimumTermEnd,
  canPause,
  canUpgrade,
  daysLeftInCycle,
  isDowngrade,
  isSubscribed,
  isUpgrade,
} from '../membership';

const startedAt = new Date('2025-01-01T00:00:00Z');
const day90 = new Date('2025-04-01T00:00:00Z'); // 90 days later
const day89 = new Date('2025-03-31T23:59:59Z');

describe('canCancel', () => {
  it('allows cancelling after 90 days with the bag returned', () => {
    expect(canCancel({ startedAt, now: day90, hasBagOut: false })).toEqual({ ok: true });
  });

  it('refuses before three 30-day months have passed, naming the day the minimum term ends', () => {
    expect(canCancel({ startedAt, now: day89, hasBagOut: false })).toEqual({
      ok: false,
      reason:
        'You must maintain your membership for at least 3 months before canceling. Your minimum term ends on April 1, 2025: you can cancel at the end of the minimum term now, and keep your membership until then.',
    });
    expect(minimumTermEnd(startedAt)).toEqual(day90);
  });

  it('refuses while a bag is still out', () => {
    expect(canCancel({ startedAt, now: day90, hasBagOut: true })).toEqual({
      ok: false,
      reason: 'You must return your current bag to cancel your membership.',
    });
  });

  it('mentions the commitment first when both rules are broken', () => {
    const result = canCancel({ startedAt, now: day89, hasBagOut: true });
    expect(result.ok === false && result.reason).toMatch(/at least 3 months/);
  });

  it('throws on an invalid date', () => {
    expect(() => canCancel({ startedAt: new Date('x'), now: day90, hasBagOut: false })).toThrow(
      RangeError,
    );
  });
});

describe('canPause and canDowngrade', () => {
  it('allow a new member without a bag out', () => {
    const state = { startedAt, now: startedAt, hasBagOut: false };
    expect(canPause(state)).toEqual({ ok: true });
    expect(canDowngrade(state)).toEqual({ ok: true });
  });

  it('refuse while a bag is out, each with its own message', () => {
    const state = { startedAt, now: day90, hasBagOut: true };
    expect(canPause(state)).toEqual({
      ok: false,
      reason: 'You must return your current bag to pause your membership.',
    });
    expect(canDowngrade(state)).toEqual({
      ok: false,
      reason: 'You must return your current bag to downgrade your membership.',
    });
  });

  it('refuse while the last bag is on its way back, saying so and what happens next', () => {
    const state = { startedAt, now: day90, hasBagOut: 'returning' as const };
    const back = 'Your bag is on its way back to us.';
    expect(canPause(state)).toEqual({
      ok: false,
      reason: `${back} You can pause your membership once we have received it.`,
    });
    expect(canDowngrade(state)).toEqual({
      ok: false,
      reason: `${back} You can downgrade your membership once we have received it.`,
    });
    expect(canCancel(state)).toEqual({
      ok: false,
      reason: `${back} You can cancel your membership once we have received it.`,
    });
    // The commitment still comes first.
    expect(canCancel({ ...state, now: day89 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^You must maintain your membership for at least 3 months/),
    });
  });
});

describe('canScheduleCancel', () => {
  it('inside the minimum term: allowed with no bag out, refused with one', () => {
    expect(canScheduleCancel({ startedAt, now: day89, hasBagOut: false })).toEqual({ ok: true });
    expect(canScheduleCancel({ startedAt, now: day89, hasBagOut: true })).toEqual({
      ok: false,
      reason: 'You must return your current bag to cancel your membership.',
    });
  });

  it('after it: the same as cancelling now', () => {
    expect(canScheduleCancel({ startedAt, now: day90, hasBagOut: false })).toEqual({ ok: true });
    expect(canScheduleCancel({ startedAt, now: day90, hasBagOut: 'returning' })).toMatchObject({
      ok: false,
    });
  });
});

describe('plan changes', () => {
  it('calls a move to a higher tier an upgrade', () => {
    expect(isUpgrade('reserve', 'crown')).toBe(true);
    expect(canUpgrade('elite', 'crown')).toBe(true);
    expect(isDowngrade('reserve', 'crown')).toBe(false);
  });

  it('calls a move to a lower tier a downgrade', () => {
    expect(isDowngrade('crown', 'elite')).toBe(true);
    expect(isUpgrade('crown', 'elite')).toBe(false);
    expect(canUpgrade('crown', 'reserve')).toBe(false);
  });

  it('treats staying on the same tier as neither', () => {
    expect(isUpgrade('elite', 'elite')).toBe(false);
    expect(isDowngrade('elite', 'elite')).toBe(false);
  });
});

describe('isSubscribed', () => {
  it('is true only for an active subscription with a tier', () => {
    expect(isSubscribed({ tier: 'elite', status: 'active' })).toBe(true);
  });

  it('is false when paused, canceled or past due', () => {
    for (const status of ['paused', 'canceled', 'past_due']) {
      expect(isSubscribed({ tier: 'elite', status })).toBe(false);
    }
  });

  it('is false without a tier or without a subscription', () => {
    expect(isSubscribed({ tier: null, status: 'active' })).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });
});

describe('daysLeftInCycle', () => {
  const now = new Date('2025-05-01T12:00:00Z');

  it('counts a part day as a whole day', () => {
    expect(daysLeftInCycle(new Date('2025-05-15T12:00:00Z'), now)).toBe(14);
    expect(daysLeftInCycle(new Date('2025-05-15T12:00:01Z'), now)).toBe(15);
  });

  it('never goes below zero once the period has ended', () => {
    expect(daysLeftInCycle(new Date('2025-04-01T00:00:00Z'), now)).toBe(0);
  });
});
