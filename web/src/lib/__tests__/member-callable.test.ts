import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { PROMO_CODE_TRIES_EXCEEDED } from '@unlimited/domain';
import { callableErrorMessage } from '@/lib/member-callable';

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

  it('says how long to wait when there were too many tries', () => {
    const error = new FirebaseError('functions/resource-exhausted', PROMO_CODE_TRIES_EXCEEDED);
    expect(callableErrorMessage(error, 'Try again.')).toBe(PROMO_CODE_TRIES_EXCEEDED);
  });

  it('falls back to the generic text for outages and unknown errors', () => {
    expect(
      callableErrorMessage(new FirebaseError('functions/internal', 'internal'), 'Try again.'),
    ).toBe('Try again.');
    expect(callableErrorMessage(new Error('network'), 'Try again.')).toBe('Try again.');
  });
});
