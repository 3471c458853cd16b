import { describe, expect, it } from 'vitest';
import type { FirestoreError } from 'firebase/firestore';
import type { BagStats, Product } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import { savedBagState } from '../api/get-saved-bag';

const refused = {
  status: 'error',
  data: undefined,
  error: { code: 'permission-denied' } as FirestoreError,
} as const;
const loading = { status: 'loading', data: undefined, error: undefined } as const;
const found = <T>(data: T | undefined): LiveResult<T | undefined> => ({
  status: 'success',
  data,
  error: undefined,
});

const product = (overrides: Partial<Product> = {}) =>
  ({
    id: 'bag',
    status: 'Active',
    borrow_status: 'Available',
    access_levels: 'Elite',
    price: 185_000,
    ...overrides,
  }) as Product;
const stats = (overrides: Partial<BagStats> = {}) =>
  ({
    id: 'bag',
    status: 'Active',
    borrow_status: 'Borrowed',
    access_levels: 'Elite',
    back_estimate: null,
    ...overrides,
  }) as BagStats;
const heart = { access_levels: 'Elite' } as const;

describe('a saved bag’s state', () => {
  it('is not for an Elite member when it was stored over $2,000 yet open to Elite', () => {
    const dear = found(product({ price: 490_000 }));
    expect(savedBagState(heart, 'elite', dear, loading).status).toBe('not-your-tier');
    expect(savedBagState(heart, 'crown', dear, loading).status).toBe('in-closet');
  });

  it('is in the closet when the member reads it Active and Available', () => {
    expect(savedBagState(heart, 'elite', found(product()), loading).status).toBe('in-closet');
  });

  it('is sold when the product read is refused and its summary says Sold', () => {
    expect(savedBagState(heart, 'elite', refused, found(stats({ status: 'Sold' })))).toEqual({
      status: 'sold',
      product: null,
    });
    // An admin (or anyone who can read the product) sees the same.
    expect(savedBagState(heart, 'elite', found(product({ status: 'Sold' })), loading).status).toBe(
      'sold',
    );
  });

  it('is out, with the expected return, when the bag is Active but not in the closet', () => {
    const back = new Date('2026-12-04T12:00:00Z');
    expect(savedBagState(heart, 'elite', refused, found(stats({ back_estimate: back })))).toEqual({
      status: 'out',
      product: null,
      backEstimate: back,
      atelier: false,
    });
  });

  it('is with the atelier, with no date it is back, when the bag is in Maintenance', () => {
    const back = new Date('2026-12-04T12:00:00Z');
    expect(
      savedBagState(
        heart,
        'elite',
        refused,
        found(stats({ borrow_status: 'Maintenance', back_estimate: back })),
      ),
    ).toEqual({ status: 'out', product: null, backEstimate: null, atelier: true });
  });

  it('is held for the member when they may read it Reserved (their turn in its queue)', () => {
    expect(
      savedBagState(heart, 'elite', found(product({ borrow_status: 'Reserved' })), loading).status,
    ).toBe('held');
  });

  it('is gone when neither the bag nor its summary can be read, or it was removed', () => {
    expect(savedBagState(heart, 'elite', refused, refused).status).toBe('gone');
    expect(savedBagState(heart, 'elite', found(undefined), loading).status).toBe('gone');
    expect(savedBagState(heart, 'elite', refused, found(undefined)).status).toBe('gone');
  });

  it('waits for the summary before deciding, and says when the tier does not see the bag', () => {
    expect(savedBagState(heart, 'elite', refused, loading).status).toBe('loading');
    expect(savedBagState(heart, 'elite', loading, loading).status).toBe('loading');
    expect(savedBagState(heart, 'reserve', refused, refused).status).toBe('not-your-tier');
  });
});
