import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { docSnapshot as snap } from '../../__tests__/fixtures';
import { runWriteHandlers, type DocWrite, type HandlerRetry } from '../written-trigger';

/** Three attempts with no pause between them (the pauses are production's, not the test's). */
const NOW: HandlerRetry = { attempts: 3, pauseMs: () => 0 };


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
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const runs = { search: 0, slow: 0, vault: 0 };
    const run = runWriteHandlers(
      'products',
      event,
      {
        search: async () => {
          runs.search += 1;
          throw new Error('search down');
        },
        slow: async () => {
          runs.slow += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          slowFinished = true;
        },
        vault: () => {
          runs.vault += 1;
          return Promise.reject(new Error('vault down'));
        },
      },
      NOW,
    );
    await expect(run).rejects.toThrow('products/bag-1: search, vault failed; the event is retried');
    expect(slowFinished).toBe(true);
    // Each failed handler ran three times; the one that succeeded, once.
    expect(runs).toEqual({ search: 3, slow: 1, vault: 3 });
    expect(warned).toHaveBeenCalledTimes(4);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(
      'products/bag-1: search failed',
      expect.objectContaining({ eventId: 'event-1', attempt: 3 }),
    );
  });

  it('runs a handler that failed once again in the same invocation, and resolves when it then succeeds', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    warned.mockClear();
    logged.mockClear();
    const runs = { brands: 0, search: 0 };
    await runWriteHandlers(
      'products',
      event,
      {
        brands: async () => {
          runs.brands += 1;
          if (runs.brands === 1) throw new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.');
        },
        search: async () => void (runs.search += 1),
      },
      NOW,
    );
    expect(runs).toEqual({ brands: 2, search: 1 });
    expect(warned).toHaveBeenCalledWith(
      'products/bag-1: brands failed, run again',
      expect.objectContaining({ eventId: 'event-1', attempt: 1 }),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('pauses longer before each new attempt in production', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      let runs = 0;
      const run = runWriteHandlers('products', event, {
        flaky: async () => {
          runs += 1;
          if (runs < 3) throw new Error('contended');
        },
      });
      await vi.advanceTimersByTimeAsync(249);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(runs).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      await run;
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
