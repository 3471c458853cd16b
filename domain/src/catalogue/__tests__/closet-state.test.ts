import { describe, expect, it } from 'vitest';
import { BORROW_STATUSES } from '../catalog';
import { closetState, closetStateKind, waitingText } from '../closet-state';

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
const back = new Date('2026-12-04T15:00:00Z');

describe('closetState', () => {
  it('says an Available bag is available now, with nothing more', () => {
    expect(closetState('Available', { backAt: back, waiting: 3, formatDate })).toEqual({
      kind: 'available',
      label: 'Available now',
      detail: null,
    });
  });

  it('says a bag out with a member (or on its way back) when it is expected and who waits', () => {
    for (const status of ['Borrowed', 'Swapping'] as const) {
      expect(closetState(status, { backAt: back, waiting: 2, formatDate })).toEqual({
        kind: 'out',
        label: 'Out with a member',
        detail: 'Expected back around December 4 · 2 members waiting',
      });
    }
  });

  it('gives a visitor the loan’s due date alone when neither estimate nor queue is known', () => {
    expect(closetState('Borrowed', { dueAt: back, formatDate }).detail).toBe('Due back December 4');
    // The queue's estimate, when known, is the date given.
    expect(
      closetState('Borrowed', { backAt: back, dueAt: new Date('2026-12-01T12:00:00Z'), formatDate })
        .detail,
    ).toBe('Expected back around December 4');
    expect(closetState('Borrowed', { backAt: null, waiting: null, formatDate }).detail).toBeNull();
  });

  it('gives no date for a bag in care or held, only who waits', () => {
    expect(
      closetState('Maintenance', { backAt: back, dueAt: back, waiting: 0, formatDate }),
    ).toEqual({
      kind: 'care',
      label: 'In care at our atelier',
      detail: 'Nobody waiting yet',
    });
    expect(closetState('Reserved', { backAt: back, waiting: 1, formatDate })).toEqual({
      kind: 'held',
      label: 'Held for the next in line',
      detail: '1 member waiting',
    });
  });

  it('gives every borrow status a state', () => {
    expect(BORROW_STATUSES.map(closetStateKind)).toEqual([
      'available',
      'out',
      'care',
      'out',
      'held',
    ]);
  });
});

describe('waitingText', () => {
  it('agrees in number', () => {
    expect(waitingText(0)).toBe('Nobody waiting yet');
    expect(waitingText(1)).toBe('1 member waiting');
    expect(waitingText(12)).toBe('12 members waiting');
  });
});
