import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { docSnapshot as snap } from '../../__tests__/fixtures';
import { runWriteHandlers, type DocWrite } from '../written-trigger';


const event: DocWrite = {
  id: 'event-1',
  time: '2026-01-01T00:00:00Z',
  params: { docId: 'bag-1' },
  data: { before: snap(null), after: snap({ title: 'Kelly' }) },
};

describe('runWriteHandlers', () => {
  it('runs every handler on the event and resolves when all succeed', async () => {
    const seen: string[] = [];
    await runWriteHandlers('products', event, {
      a: async (e) => void seen.push(`a:${e.params.docId}`),
      b: async (e) => void seen.push(`b:${e.id}`),
    });
    expect(seen.sort()).toEqual(['a:bag-1', 'b:event-1']);
  });

  it('lets the others finish when one fails, then throws naming each failure so the event is retried', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let slowFinished = false;
    const run = runWriteHandlers('products', event, {
      search: async () => {
        throw new Error('search down');
      },
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        slowFinished = true;
      },
      vault: () => Promise.reject(new Error('vault down')),
    });
    await expect(run).rejects.toThrow('products/bag-1: search, vault failed; the event is retried');
    expect(slowFinished).toBe(true);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(
      'products/bag-1: search failed',
      expect.objectContaining({ eventId: 'event-1' }),
    );
  });
});
