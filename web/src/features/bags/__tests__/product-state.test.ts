import type { FirestoreError } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { productState } from '@/features/bags/api/get-product';
import { productFixture } from './fixtures';

// The SDK's error class cannot be made outside it: the fields the page reads.
const failed = (code: FirestoreError['code']) =>
  ({
    status: 'error',
    data: undefined,
    error: { name: 'FirebaseError', code, message: code } as FirestoreError,
  }) as const;

describe('productState', () => {
  it('reads a refused or missing bag as not found', () => {
    expect(productState(failed('permission-denied'), 'elite').status).toBe('not-found');
    expect(productState({ status: 'success', data: undefined, error: undefined }, 'elite')).toEqual(
      { status: 'not-found', product: null },
    );
  });

  it('reads any other failure as an error, never as not found', () => {
    expect(productState(failed('unavailable'), 'elite')).toEqual({
      status: 'error',
      product: null,
    });
    expect(productState(failed('internal'), null).status).toBe('error');
  });

  it('reads a bag the viewer may choose as success, and one that is out as out', () => {
    const free = productFixture({ id: 'free', access_levels: 'Any' });
    expect(productState({ status: 'success', data: free, error: undefined }, 'elite').status).toBe(
      'success',
    );
    const out = productFixture({ id: 'out', access_levels: 'Any', borrow_status: 'Borrowed' });
    expect(productState({ status: 'success', data: out, error: undefined }, 'elite').status).toBe(
      'out',
    );
  });
});
