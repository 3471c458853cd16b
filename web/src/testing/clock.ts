import { afterEach, beforeEach, vi } from 'vitest';

/*
 * The web tests' clock. A test whose data or expected texts depend on today freezes the
 * clock, so that it reads the same on any day it runs: the unit layer also runs a year
 * ahead of the machine's date (`npm run test:unit:future`).
 */

/** The instant the frozen clock reads unless a test names another: Tue, Nov 24, 2026, 10 AM ET. */
export const NOW = new Date('2026-11-24T15:00:00Z');

/**
 * Freezes `Date` at `now` for each test of the calling file (or describe block), and lets
 * it go after. Only `Date`: timers keep running, so user-event, waitFor and the toasts
 * behave as before. A test moves the clock with `vi.setSystemTime`.
 */
export function freezeClock(now: Date = NOW): void {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
