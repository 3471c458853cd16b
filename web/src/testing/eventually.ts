import { vi } from 'vitest';

/**
 * How long a test waits for something the page does later (testing-library's `findBy…`
 * and {@link eventually}): a lazily loaded module or a state update can take seconds
 * when the machine is busy.
 */
export const ASYNC_TIMEOUT_MS = 5000;

/** `vi.waitFor` with {@link ASYNC_TIMEOUT_MS} instead of its 1 s default. */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: ASYNC_TIMEOUT_MS });
