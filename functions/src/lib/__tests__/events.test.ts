import { describe, expect, it } from 'vitest';
import { docSnapshot as snap } from '../../__tests__/fixtures';
import { beforeAndAfter, eventTime } from '../events';

describe('beforeAndAfter', () => {
  it('reads create, update and delete events', () => {
    const base = { id: 'e', time: '2026-01-01T00:00:00Z' };
    expect(beforeAndAfter({ ...base, data: { before: snap(null), after: snap({ a: 1 }) } })).toEqual({
      before: null,
      after: { a: 1 },
    });
    expect(beforeAndAfter({ ...base, data: { before: snap({ a: 1 }), after: snap(null) } })).toEqual({
      before: { a: 1 },
      after: null,
    });
    expect(beforeAndAfter({ ...base, data: undefined })).toEqual({ before: null, after: null });
  });
});

describe('eventTime', () => {
  it('reads the event time, falling back to now', () => {
    expect(eventTime({ time: '2026-01-01T00:00:00Z' })).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(eventTime({ time: 'garbage' }).getTime()).toBeGreaterThan(0);
  });
});
