import { describe, expect, it } from 'vitest';
import { normaliseFirestoreData } from '../firestore-values';

/** Stands in for either SDK's Timestamp: only `toDate()` matters. */
class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
}

class FakeGeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

describe('normaliseFirestoreData', () => {
  it('turns a Timestamp into a Date', () => {
    expect(normaliseFirestoreData(new FakeTimestamp(1_000))).toEqual(new Date(1_000));
  });

  it('turns Timestamps nested in objects and arrays into Dates', () => {
    const data = {
      created_at: new FakeTimestamp(0),
      address: { line1: 'x', seen: [new FakeTimestamp(5), { at: new FakeTimestamp(6) }] },
    };
    expect(normaliseFirestoreData(data)).toEqual({
      created_at: new Date(0),
      address: { line1: 'x', seen: [new Date(5), { at: new Date(6) }] },
    });
  });

  it('leaves primitives, null, Dates and other class instances as they are', () => {
    const point = new FakeGeoPoint(1, 2);
    const date = new Date(3);
    expect(normaliseFirestoreData({ a: 1, b: 'b', c: null, d: true, point, date })).toEqual({
      a: 1,
      b: 'b',
      c: null,
      d: true,
      point,
      date,
    });
    expect((normaliseFirestoreData({ point }) as { point: unknown }).point).toBe(point);
    expect(normaliseFirestoreData(undefined)).toBeUndefined();
  });

  it('does not change the data it was given', () => {
    const data = { at: new FakeTimestamp(7) };
    normaliseFirestoreData(data);
    expect(data.at).toBeInstanceOf(FakeTimestamp);
  });
});
