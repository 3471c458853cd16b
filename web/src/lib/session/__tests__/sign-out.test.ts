import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionHint, setSessionHint } from '@/lib/public-data/signed-in-hint';
import { signOut } from '@/lib/session/sign-out';

const auth = vi.hoisted(() => ({ name: 'the app’s Auth' }));
const signOutOfAuth = vi.hoisted(() => vi.fn<(auth: unknown) => Promise<void>>());
vi.mock('@/lib/firebase', () => ({ auth }));
vi.mock('firebase/auth', () => ({ signOut: signOutOfAuth }));

beforeEach(() => {
  signOutOfAuth.mockReset();
});

describe('signOut, the app’s one sign-out', () => {
  it('signs the app’s Auth out and forgets who was signed in here', async () => {
    setSessionHint('admin');
    signOutOfAuth.mockResolvedValue(undefined);
    await signOut();
    expect(signOutOfAuth).toHaveBeenCalledExactlyOnceWith(auth);
    expect(readSessionHint()).toBe('signed-out');
  });

  it('keeps the hint when Auth could not sign out: the person is still signed in', async () => {
    setSessionHint('member');
    signOutOfAuth.mockRejectedValue(new Error('auth/network-request-failed'));
    await expect(signOut()).rejects.toThrow('auth/network-request-failed');
    expect(readSessionHint()).toBe('member');
  });
});
