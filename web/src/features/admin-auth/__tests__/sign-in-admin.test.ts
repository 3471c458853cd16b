import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AN_ADMIN, signInAdmin } from '../api/sign-in-admin';

const signInWithEmailAndPassword = vi.fn();
const signOut = vi.hoisted(() => vi.fn());
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: (...args: unknown[]) =>
    signInWithEmailAndPassword(...args) as unknown,
}));
// The app's one sign-out (Auth and the navigation's session hint).
vi.mock('@/lib/session/sign-out', () => ({ signOut }));

const auth = {} as never;
const values = { email: 'admin@example.com', password: 'secret' };
const userWithClaims = (claims: Record<string, unknown>) => ({
  user: { getIdTokenResult: () => Promise.resolve({ claims }) },
});

beforeEach(() => {
  signInWithEmailAndPassword.mockReset();
  signOut.mockReset();
});

describe('signInAdmin', () => {
  it('lets an account with the admin claim in', async () => {
    signInWithEmailAndPassword.mockResolvedValue(userWithClaims({ admin: true }));
    await expect(signInAdmin(auth, values)).resolves.toEqual({ error: null });
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'admin@example.com', 'secret');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs a member straight out again and says why', async () => {
    signInWithEmailAndPassword.mockResolvedValue(userWithClaims({ tier: 'elite' }));
    await expect(signInAdmin(auth, values)).resolves.toEqual({ error: NOT_AN_ADMIN });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('turns wrong credentials into a message', async () => {
    signInWithEmailAndPassword.mockRejectedValue(
      new FirebaseError('auth/invalid-credential', 'Firebase: Error'),
    );
    await expect(signInAdmin(auth, values)).resolves.toEqual({
      error: 'Invalid email or password.',
    });
  });

  it('lets unexpected failures through for the form to report', async () => {
    signInWithEmailAndPassword.mockRejectedValue(new FirebaseError('auth/internal-error', 'x'));
    await expect(signInAdmin(auth, values)).rejects.toThrow();
  });
});
