import { renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { useLivePages } from '@/lib/firestore/live-pages';
import { catalogQuery } from '@/lib/firestore/queries/products';
import { useSession } from '@/lib/session/session';
import { productFixture } from './fixtures';

vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('@/lib/firestore/live-pages', () => ({ useLivePages: vi.fn() }));
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('@/lib/firestore/queries/products', () => ({
  CATALOG_PAGE_SIZE: 2,
  catalogQuery: vi.fn((_db: unknown, options: unknown) => ({ options })),
}));

function answer(products: Product[], more: { hasMore?: boolean; loadingMore?: boolean } = {}) {
  vi.mocked(useLivePages).mockReturnValue({
    status: 'success',
    items: products,
    hasMore: more.hasMore ?? false,
    loadingMore: more.loadingMore ?? false,
    moreFailed: false,
  });
}

/** The page query `useCatalog` gave `useLivePages` last, called for the page after `after`. */
function pageAfter(after?: unknown): unknown {
  const pageQuery = vi.mocked(useLivePages).mock.lastCall![0] as (after?: unknown) => unknown;
  return pageQuery(after);
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
  it('pages the member’s tier and category by cursor, a page of the page size at a time', () => {
    answer([productFixture({ id: 'a' }), productFixture({ id: 'b' })], { hasMore: true });
    const { result, rerender } = renderHook(
      ({ pages }) => useCatalog({ category: 'Bags' }, pages),
      {
        initialProps: { pages: 1 },
      },
    );
    expect(useLivePages).toHaveBeenLastCalledWith(expect.any(Function), 2, 1);
    pageAfter();
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', category: 'Bags', pageSize: 2 },
    );
    expect(result.current).toMatchObject({ status: 'success', hasMore: true });

    answer([productFixture({ id: 'a' }), productFixture({ id: 'b' })], { loadingMore: true });
    rerender({ pages: 2 });
    expect(useLivePages).toHaveBeenLastCalledWith(expect.any(Function), 2, 2);
    const last = { id: 'b' };
    pageAfter(last);
    // The next page starts after the last bag read: one page more, not two pages again.
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', category: 'Bags', pageSize: 2, after: last },
    );
    // The first page stays on screen while the next loads.
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.products).toHaveLength(2);
  });

  it('asks for no page while the session loads, then for the tier’s pages', () => {
    vi.mocked(useLivePages).mockReturnValue({
      status: 'loading',
      items: [],
      hasMore: false,
      loadingMore: false,
      moreFailed: false,
    });
    vi.mocked(useSession).mockReturnValue({
      status: 'loading',
      user: null,
      tier: null,
      isAdmin: false,
    });
    const { result, rerender } = renderHook(() => useCatalog({}, 1));
    // No page asked for: a visitor's catalogue would be read, then thrown away.
    expect(useLivePages).toHaveBeenLastCalledWith(expect.any(Function), 2, 0);
    expect(result.current.status).toBe('loading');

    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'uid-ada' } as User,
      tier: 'elite',
      isAdmin: false,
    });
    answer([productFixture({ id: 'a' })]);
    rerender();
    expect(useLivePages).toHaveBeenLastCalledWith(expect.any(Function), 2, 1);
    pageAfter();
    expect(catalogQuery).toHaveBeenLastCalledWith({}, { tier: 'elite', pageSize: 2 });
    expect(result.current).toMatchObject({ status: 'success' });
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
    pageAfter();
    expect(catalogQuery).toHaveBeenLastCalledWith(
      {},
      { tier: 'elite', keyword: 'hermes', pageSize: 2 },
    );
    expect(result.current.products.map((p) => p.id)).toEqual(['kelly']);
  });
});
