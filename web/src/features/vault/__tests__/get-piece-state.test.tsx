import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagStats, BorrowStatus, Product } from '@unlimited/domain';
import { useFirestoreDocData } from '@/lib/firestore/live';
import { useVaultPieceState } from '../api/get-piece-state';

vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('@/lib/firestore/refs/products', () => ({
  productDoc: vi.fn((_db: unknown, id: string) => ({ collection: 'products', id })),
}));
vi.mock('@/lib/firestore/refs/bag-stats', () => ({
  bagStatsDoc: vi.fn((_db: unknown, id: string) => ({ collection: 'bag_stats', id })),
}));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreDocData: vi.fn() }));

type Result = ReturnType<typeof useFirestoreDocData>;
const loading = { status: 'loading', data: undefined, error: undefined } as unknown as Result;
const refused = {
  status: 'error',
  data: undefined,
  error: new Error('denied'),
} as unknown as Result;
const success = (data: unknown) => ({ status: 'success', data, error: undefined }) as Result;

const DUE = new Date('2026-12-10T12:00:00Z');
const BACK = new Date('2026-12-14T12:00:00Z');

const product = (borrow_status: BorrowStatus) =>
  ({
    id: 'kelly',
    title: 'Kelly 28 Sellier',
    brand: 'Hermès',
    photos: [],
    price: 1_550_000,
    rank: 'SA',
    access_levels: 'Crown',
    status: 'Active',
    borrow_status,
    return_date: borrow_status === 'Borrowed' ? DUE : null,
  }) as unknown as Product;

const summary = (queue_length: number) =>
  ({ id: 'kelly', title: 'Kelly 28 Sellier', back_estimate: BACK, queue_length }) as BagStats;

/** What the two reads answer: the product's, then its summary's. */
function reads(productRead: Result, summaryRead: Result) {
  vi.mocked(useFirestoreDocData).mockImplementation(((ref: { collection: string }) =>
    ref.collection === 'products'
      ? productRead
      : summaryRead) as unknown as typeof useFirestoreDocData);
}

beforeEach(() => {
  vi.mocked(useFirestoreDocData).mockReset();
});

describe('useVaultPieceState', () => {
  it('reads the piece’s product and its summary, by its id', () => {
    reads(success(product('Available')), success(summary(0)));
    renderHook(() => useVaultPieceState('kelly'));
    expect(useFirestoreDocData).toHaveBeenCalledWith({ collection: 'products', id: 'kelly' });
    expect(useFirestoreDocData).toHaveBeenCalledWith({ collection: 'bag_stats', id: 'kelly' });
  });

  it('says a free piece is available now', () => {
    reads(success(product('Available')), success(summary(0)));
    const { result } = renderHook(() => useVaultPieceState('kelly'));
    expect(result.current).toMatchObject({ kind: 'available', label: 'Available now', detail: '' });
  });

  it('says a piece out with a member is expected back, and how many wait, from its summary', () => {
    reads(success(product('Borrowed')), success(summary(2)));
    const { result } = renderHook(() => useVaultPieceState('kelly'));
    expect(result.current).toMatchObject({
      kind: 'out',
      label: 'Out with a member',
      detail: 'Expected back around December 14 · 2 members waiting',
    });
  });

  it('falls back on the loan’s due date when the piece has no summary to read', () => {
    reads(success(product('Borrowed')), success(undefined));
    const { result } = renderHook(() => useVaultPieceState('kelly'));
    expect(result.current).toMatchObject({ kind: 'out', detail: 'Due back December 10' });
  });

  it('gives no date yet while the summary loads (so it does not change under the reader’s eyes)', () => {
    reads(success(product('Borrowed')), loading);
    const { result } = renderHook(() => useVaultPieceState('kelly'));
    expect(result.current).toMatchObject({ kind: 'out', detail: '' });
  });

  it('says a piece in the atelier is in care', () => {
    reads(success(product('Maintenance')), success(summary(0)));
    const { result } = renderHook(() => useVaultPieceState('kelly'));
    expect(result.current).toMatchObject({ kind: 'care', label: 'In care at our atelier' });
  });

  it('gives no state while the product loads, or when it is refused or gone', () => {
    for (const productRead of [loading, refused, success(undefined)]) {
      reads(productRead, success(summary(1)));
      const { result } = renderHook(() => useVaultPieceState('kelly'));
      expect(result.current).toBeNull();
    }
  });
});
