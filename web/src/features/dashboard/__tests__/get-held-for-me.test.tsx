import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueueEntry } from '@unlimited/domain';
import { useHeldForMe } from '@/features/dashboard/api/get-held-for-me';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { memberQueuesQuery } from '@/lib/firestore/queries/queues';

vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreCollectionData: vi.fn() }));
vi.mock('@/lib/firestore/queries/queues', () => ({
  memberQueuesQuery: vi.fn((_db: unknown, uid: string) => ({ uid })),
}));

type Result = ReturnType<typeof useFirestoreCollectionData>;

const entry = (product_id: string, status: QueueEntry['status']) =>
  ({ id: `${product_id}_uid-ada`, product_id, status }) as QueueEntry;

describe('useHeldForMe', () => {
  it('keeps only the member’s entries whose bag is held for them, from their own queue read', () => {
    vi.mocked(useFirestoreCollectionData).mockReturnValue({
      status: 'success',
      data: [entry('kelly', 'waiting'), entry('flap', 'offered')],
    } as unknown as Result);
    const { result } = renderHook(() => useHeldForMe('uid-ada'));
    expect(memberQueuesQuery).toHaveBeenCalledWith({}, 'uid-ada');
    expect(result.current.held.map((e) => e.product_id)).toEqual(['flap']);
  });

  it('holds nothing while loading or refused', () => {
    vi.mocked(useFirestoreCollectionData).mockReturnValue({
      status: 'error',
      data: undefined,
    } as unknown as Result);
    const { result } = renderHook(() => useHeldForMe('uid-ada'));
    expect(result.current).toEqual({ status: 'error', held: [] });
  });
});
