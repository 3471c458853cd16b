import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleErrors, SOMETHING_WENT_WRONG, TOO_BUSY } from '../errors';

vi.mock('firebase-functions/logger', () => ({
  logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(logger.error).mockClear();
  vi.mocked(logger.warn).mockClear();
});

describe('handleErrors: what a caller of a callable sees', () => {
  it('passes a refusal through as it was thrown', async () => {
    const refusal = new HttpsError('failed-precondition', 'This bag is no longer available.');
    await expect(handleErrors('createOrder', { uid: 'u1' }, () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers an unexpected failure with a sentence a person reads, never its internals', async () => {
    const internal = new Error('ECONNRESET 10.0.0.7:8080 at Firestore.commit (/workspace/lib/x.js:1:2)');
    const error: unknown = await handleErrors('startReturn', { uid: 'u1', orderId: 'o1' }, () =>
      Promise.reject(internal),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: 'internal', message: SOMETHING_WENT_WRONG });
    expect(JSON.stringify(error)).not.toMatch(/ECONNRESET|10\.0\.0\.7|workspace/);
    // The log keeps the ids the handler was given and the cause, for the team.
    expect(logger.error).toHaveBeenCalledWith('startReturn failed', {
      uid: 'u1',
      orderId: 'o1',
      error: internal.message,
    });
  });

  it('says "try again in a moment" when a transaction kept losing to others', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Too much contention'), { code: 10 });
    await expect(
      handleErrors('createOrder', { bagId: 'b1' }, () => Promise.reject(aborted)),
    ).rejects.toMatchObject({ code: 'aborted', message: TOO_BUSY });
  });
});
