import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_NOT_APPLIED, PROMO_CODE_TRIES_EXCEEDED } from '@unlimited/domain';
import { callableErrorMessage, callFunction } from '@/lib/member-callable';

const failure = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('firebase/functions', () => ({
  httpsCallable: () => () => Promise.reject(failure.error),
}));
vi.mock('@/lib/firebase-cloud-functions', () => ({ functions: {} }));

describe('callFunction', () => {
  it('rejects with the function’s message, without the HTTP status the SDK appends', async () => {
    failure.error = new FirebaseError(
      'functions/failed-precondition',
      'This promotion code is not valid. [400]',
      { details: { reason: 'x' } },
    );
    const rejection = await callFunction('previewPromoCode', { code: 'NOPE' }).catch(
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(FirebaseError);
    expect(rejection).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'This promotion code is not valid.',
    });
  });
});

describe('callableErrorMessage', () => {
  it('shows a business rule’s refusal as the function wrote it', () => {
    const error = new FirebaseError(
      'functions/failed-precondition',
      'You must return your current bag to downgrade your membership.',
    );
    expect(callableErrorMessage(error, 'Failed. Please try again.')).toBe(
      'You must return your current bag to downgrade your membership.',
    );
  });

  it('never shows the HTTP status at the end of a message', () => {
    const error = new FirebaseError(
      'functions/failed-precondition',
      'This invitation has already been used to create an account. [400]',
    );
    expect(callableErrorMessage(error, 'Try again.')).toBe(
      'This invitation has already been used to create an account.',
    );
  });

  it('says how long to wait when there were too many tries', () => {
    const error = new FirebaseError('functions/resource-exhausted', PROMO_CODE_TRIES_EXCEEDED);
    expect(callableErrorMessage(error, 'Try again.')).toBe(PROMO_CODE_TRIES_EXCEEDED);
  });

  it('says a membership change was not applied, never that it was', () => {
    const error = new FirebaseError('functions/aborted', CHANGE_NOT_APPLIED);
    expect(callableErrorMessage(error, 'Try again.')).toBe(CHANGE_NOT_APPLIED);
  });

  it('falls back to the generic text for outages and unknown errors', () => {
    expect(
      callableErrorMessage(new FirebaseError('functions/internal', 'internal'), 'Try again.'),
    ).toBe('Try again.');
    expect(callableErrorMessage(new Error('network'), 'Try again.')).toBe('Try again.');
  });
});
