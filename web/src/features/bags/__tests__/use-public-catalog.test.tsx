import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { StrictMode } from 'react';
import { prefetchPublicCatalog, usePublicCatalog } from '@/features/bags/api/get-public-catalog';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import { productFixture } from './fixtures';

vi.mock('@/config/catalog', () => ({ CATALOG_PAGE_SIZE: 2 }));
vi.mock('@/lib/public-data/catalog-rest', () => ({ fetchPublicCatalog: vi.fn() }));

const flap = productFixture({ id: 'flap', title: 'Classic Flap', access_levels: 'Any' });
const kelly = productFixture({ id: 'kelly', title: 'Kelly 28', brand: 'Hermès' });

afterEach(() => vi.mocked(fetchPublicCatalog).mockReset());

describe('usePublicCatalog', () => {
  it('loads, then shows the bags read over REST, with more to load when the page is full', async () => {
    vi.mocked(fetchPublicCatalog).mockResolvedValue([flap, kelly]);
    const { result } = renderHook(() => usePublicCatalog({}, 1));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.products.map((p) => p.id)).toEqual(['flap', 'kelly']);
    expect(result.current.hasMore).toBe(true);
    expect(vi.mocked(fetchPublicCatalog).mock.calls[0]![0]).toEqual({ pageSize: 2 });
  });

  it('looks the first word up in the keywords and checks every word here', async () => {
    vi.mocked(fetchPublicCatalog).mockResolvedValue([flap, kelly]);
    const { result } = renderHook(() => usePublicCatalog({ search: 'Kelly 28' }, 1));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.products.map((p) => p.id)).toEqual(['kelly']);
    expect(vi.mocked(fetchPublicCatalog).mock.calls[0]![0]).toEqual({
      keyword: 'kelly',
      pageSize: 2,
    });
  });

  it('reads the next page after the last bag read (a cursor), keeping the loaded bags on screen', async () => {
    let resolveNext: (products: Product[]) => void = () => {};
    vi.mocked(fetchPublicCatalog)
      .mockResolvedValueOnce([flap, kelly])
      .mockReturnValueOnce(new Promise((resolve) => (resolveNext = resolve)));
    const { result, rerender } = renderHook(({ pages }) => usePublicCatalog({}, pages), {
      initialProps: { pages: 1 },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ pages: 2 });
    expect(result.current).toMatchObject({ status: 'success', loadingMore: true });
    expect(result.current.products).toHaveLength(2);
    // One page after Kelly, not the first two pages again.
    expect(vi.mocked(fetchPublicCatalog).mock.calls[1]![0]).toEqual({
      pageSize: 2,
      after: { createdAt: kelly.created_at.toISOString(), id: 'kelly' },
    });
    resolveNext([productFixture({ id: 'boy' })]);
    await waitFor(() => expect(result.current.products).toHaveLength(3));
    expect(result.current.products.map((p) => p.id)).toEqual(['flap', 'kelly', 'boy']);
    expect(result.current.hasMore).toBe(false);
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(2);
  });

  it('reports an error when the read fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(fetchPublicCatalog).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePublicCatalog({}, 1));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('takes the first page asked for early (a visitor’s prerendered /bags), once', async () => {
    vi.mocked(fetchPublicCatalog).mockResolvedValue([flap, kelly]);
    prefetchPublicCatalog();
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetchPublicCatalog).mock.calls[0]![0]).toEqual({ pageSize: 2 });
    // StrictMode runs the effect twice, as a remount would: still the one request.
    const first = renderHook(() => usePublicCatalog({ search: '' }, 1), { wrapper: StrictMode });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    expect(first.result.current.products.map((p) => p.id)).toEqual(['flap', 'kelly']);
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(1);
    first.unmount();
    // Coming back later reads afresh.
    const again = renderHook(() => usePublicCatalog({ search: '' }, 1));
    await waitFor(() => expect(again.result.current.status).toBe('success'));
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(2);
  });

  it('does not give the early page to a search', async () => {
    vi.mocked(fetchPublicCatalog).mockResolvedValue([flap, kelly]);
    prefetchPublicCatalog();
    const { result } = renderHook(() => usePublicCatalog({ search: 'Kelly' }, 1));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.products.map((p) => p.id)).toEqual(['kelly']);
    expect(vi.mocked(fetchPublicCatalog).mock.calls[1]![0]).toEqual({
      keyword: 'kelly',
      pageSize: 2,
    });
  });
});
