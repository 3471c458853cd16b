import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { firebaseErrorCode } from '@/lib/firebase-error';

describe('firebaseErrorCode', () => {
  it('reads the code of a Firebase error', () => {
    expect(firebaseErrorCode(new FirebaseError('auth/invalid-credential', 'Firebase: Error'))).toBe(
      'auth/invalid-credential',
    );
  });

  it('is null for anything else', () => {
    expect(firebaseErrorCode(new Error('network'))).toBeNull();
    expect(firebaseErrorCode({ code: 'auth/invalid-credential' })).toBeNull();
    expect(firebaseErrorCode('auth/invalid-credential')).toBeNull();
    expect(firebaseErrorCode(undefined)).toBeNull();
  });
});
