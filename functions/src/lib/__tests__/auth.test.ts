import { describe, expect, it } from 'vitest';
import { actorOf, requireAdmin, requireAuth } from '../auth';

const auth = (uid: string, token: Record<string, unknown> = {}) =>
  ({ auth: { uid, token, rawToken: 't' } }) as unknown as Parameters<typeof requireAuth>[0];

describe('requireAuth', () => {
  it('returns the caller with email, admin flag and staff role from the token', () => {
    // An admin with no role claim (from before roles) counts as an owner.
    expect(requireAuth(auth('u1', { email: 'a@b.co', admin: true }))).toEqual({
      uid: 'u1',
      email: 'a@b.co',
      isAdmin: true,
      name: null,
      role: 'owner',
    });
    expect(requireAuth(auth('u3', { admin: true, role: 'support' })).role).toBe('support');
    expect(requireAuth(auth('u2'))).toEqual({
      uid: 'u2',
      email: null,
      isAdmin: false,
      name: null,
      role: null,
    });
  });

  it('refuses a request without a verified token', () => {
    expect(() => requireAuth({ auth: undefined })).toThrow('User not authenticated');
    expect(() => requireAuth(auth(''))).toThrow('User not authenticated');
  });
});

describe('requireAdmin', () => {
  it('accepts only admin: true', () => {
    expect(requireAdmin(auth('a', { admin: true })).isAdmin).toBe(true);
    for (const admin of [false, 'true', 1, undefined]) {
      expect(() => requireAdmin(auth('m', { admin }))).toThrow(/Only admins/);
    }
  });

  it('names the admin by email in activity, else by uid', () => {
    expect(actorOf({ uid: 'a', email: 'admin@x.io', isAdmin: true })).toEqual({
      uid: 'a',
      name: 'admin@x.io',
    });
    // Never a raw uid as the name shown.
    expect(actorOf({ uid: 'a', email: null, isAdmin: true, name: 'Ops Desk' })).toEqual({
      uid: 'a',
      name: 'Ops Desk',
    });
    expect(actorOf({ uid: 'a', email: null, isAdmin: true })).toEqual({ uid: 'a', name: 'An admin' });
  });
});
