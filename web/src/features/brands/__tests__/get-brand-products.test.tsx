import { renderHook } from '@testing-library/react';
import type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { useBrandProducts } from '@/features/brands/api/get-brand-products';
import { catalogQuery } from '@/lib/firestore/queries/products';
import { useSession, type Session } from '@/lib/session/session';
import { productFixture } from './fixtures';
import { useFirestoreCollection } from '@/lib/firestore/live';

vi.mock('reactfire', () => ({ useFirestore: vi.fn() }));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreCollection: vi.fn() }));
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('@/lib/firestore/queries/products', () => ({ catalogQuery: vi.fn() }));

const db = { app: 'test' } as unknown as Firestore;
const builtQuery = { kind: 'catalog query' } as unknown as Query<Product>;
type CollectionStatus = ReturnType<typeof useFirestoreCollection<Product>>;

const visitor: Session = { status: 'signed-out', user: null, tier: null, isAdmin: false };
const loadingSession: Session = { status: 'loading', user: null, tier: null, isAdmin: false };
function member(tier: Session['tier']): Session {
  return { status: 'signed-in', user: {} as never, tier, isAdmin: false };
}

function collection(
  status: CollectionStatus['status'],
  products: Product[] = [],
  { fromCache = false } = {},
) {
  const snapshot = {
    docs: products.map((product) => ({ data: () => product })),
    empty: products.length === 0,
    metadata: { fromCache, hasPendingWrites: false },
  } as unknown as QuerySnapshot<Product>;
  vi.mocked(useFirestoreCollection).mockReturnValue({
    status,
    data: status === 'success' ? snapshot : undefined,
    error: status === 'error' ? new Error('permission-denied') : undefined,
  } as CollectionStatus);
}

beforeEach(() => {
  vi.mocked(useFirestore).mockReturnValue(db);
  vi.mocked(catalogQuery).mockReturnValue(builtQuery);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBrandProducts', () => {
  it('asks a visitor’s catalogue (tier null) for the brand', () => {
    vi.mocked(useSession).mockReturnValue(visitor);
    const products = [productFixture({ id: 'p1' })];
    collection('success', products);

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(catalogQuery).toHaveBeenCalledWith(db, { tier: null, brandSlug: 'chanel' });
    expect(useFirestoreCollection).toHaveBeenCalledWith(builtQuery);
    expect(result.current.status).toBe('success');
    expect(result.current.products).toEqual(products);
  });

  it('asks with the member’s tier, and a normalised slug', () => {
    vi.mocked(useSession).mockReturnValue(member('elite'));
    collection('success', []);

    renderHook(() => useBrandProducts('Louis-Vuitton'));

    expect(catalogQuery).toHaveBeenCalledWith(db, { tier: 'elite', brandSlug: 'louis-vuitton' });
  });

  it('is loading while the session is, whatever the query says', () => {
    vi.mocked(useSession).mockReturnValue(loadingSession);
    collection('success', [productFixture({ id: 'p1' })]);

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(result.current).toMatchObject({ status: 'loading', products: [] });
  });

  it('reports a failed query as an error whose retry reloads the page', () => {
    vi.mocked(useSession).mockReturnValue(visitor);
    collection('error');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(result.current).toMatchObject({ status: 'error', products: [] });
    result.current.retry();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads an empty answer from the offline cache as a failure, not as no products', () => {
    vi.mocked(useSession).mockReturnValue(visitor);
    collection('success', [], { fromCache: true });

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(result.current.status).toBe('error');
  });

  it('shows cached products while offline', () => {
    vi.mocked(useSession).mockReturnValue(visitor);
    const products = [productFixture({ id: 'p1' })];
    collection('success', products, { fromCache: true });

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(result.current).toMatchObject({ status: 'success', products });
  });

  it('gives an empty list when the server has no products for the brand', () => {
    vi.mocked(useSession).mockReturnValue(visitor);
    collection('success', []);

    const { result } = renderHook(() => useBrandProducts('chanel'));

    expect(result.current).toMatchObject({ status: 'success', products: [] });
  });
});
