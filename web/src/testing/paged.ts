import { vi } from 'vitest';
import type { PagedState } from '@/lib/firestore/paged';

/**
 * What a paged list hook (`usePagedQuery`) returns, for tests that replace one: read,
 * empty, no further page, unless `overrides` say otherwise.
 */
export function pagedState<T>(overrides: Partial<PagedState<T>> = {}): PagedState<T> {
  return {
    status: 'success',
    items: [],
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: vi.fn(),
    reload: vi.fn(),
    ...overrides,
  };
}
