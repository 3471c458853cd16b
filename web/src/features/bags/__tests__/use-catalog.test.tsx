import { renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { useFirestoreCollection } from '@/lib/firestore/live';
import { catalogQuery } from '@/lib/firestore/queries/products';
import { useSession } from '@/lib/session/session';
import { productFixture } from './fixtures';

vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreCollection: vi.fn() }));
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('@/lib/firestore/queries/products', () => ({
  CATALOG_PAGE_SIZE: 2,
  catalogQuery: vi.fn((_db: unknown, options: unknown) => ({ options })),
}));

type Result = ReturnType<typeof useFirestoreCollection>;

function answer(products: Product[] | 'loading') {
  vi.mocked(useFirestoreCollection).mockReturnValue(
    (products === 'loading'
      ? { status: 'loading', data: undefined }
      : {
          status: 'success',
          data: { size: products.length, docs: products.map((p) => ({ data: () => p })) },
        }) as unknown as Result,
  );
}

beforeEach(() => {
  vi.mocked(catalogQuery).mockClear();
  vi.mocked(useSession).mockReturnValue({
    status: 'signed-in',
    user: { uid: 'uid-ada' } as User,
    tier: 'elite',
    isAdmin: false,
  });
});

describe('useCatalog', () => {
  it('asks for the member’s tier, the category, and one page more on Load more', () => {
    answer([productFixture({ id: 'a' }), productFixture({ id: 'b' })]);
    const { result, rerender } = renderHook(
      ({ pages }) => useCatalog({ category: 'Bags' }, pages),
      {
        initialProps: { pages: 1 },
      },
    );
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', category: 'Bags', pageSize: 2 },
    );
    expect(result.current).toMatchObject({ status: 'success', hasMore: true });

    answer('loading');
    rerender({ pages: 2 });
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', category: 'Bags', pageSize: 4 },
    );
    // The first page stays on screen while the next loads.
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.products).toHaveLength(2);
  });

  it('searches by the first word (lower-case, accent-free) and refines by every word and the category', () => {
    answer([
      productFixture({ id: 'kelly', title: 'Kelly 28', brand: 'Hermès', categories: ['Bags'] }),
      productFixture({
        id: 'scarf',
        title: 'Kelly Scarf',
        brand: 'Hermès',
        categories: ['Accessories'],
      }),
      productFixture({ id: 'birkin', title: 'Birkin 30', brand: 'Hermès', categories: ['Bags'] }),
    ]);
    const { result } = renderHook(() =>
      useCatalog({ category: 'Bags', search: 'HERMÈS kelly' }, 1),
    );
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', keyword: 'hermes', pageSize: 2 },
    );
    expect(result.current.products.map((p) => p.id)).toEqual(['kelly']);
  });
});
