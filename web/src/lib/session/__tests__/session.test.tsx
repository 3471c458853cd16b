import { render, screen } from '@testing-library/react';
import type { IdTokenResult, User } from 'firebase/auth';
import { useIdTokenResult, useUser } from 'reactfire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimsFromToken, useSession } from '@/lib/session/session';
import { SessionProvider } from '@/lib/session/session-provider';
import { readSignedInHint, SIGNED_IN_HINT_KEY } from '@/lib/public-data/signed-in-hint';

vi.mock('reactfire', () => ({ useUser: vi.fn(), useIdTokenResult: vi.fn() }));
// The metadata listener has its own tests (claims-refresh.test.tsx).
vi.mock('@/lib/session/claims-refresh-scope', () => ({ default: () => null }));

type UserStatus = ReturnType<typeof useUser>;
type TokenStatus = ReturnType<typeof useIdTokenResult>;

const ada = { uid: 'uid-ada', email: 'ada@example.com' } as User;

function userStatus(status: UserStatus['status'], data: User | null = null): UserStatus {
  return { status, data, error: undefined, hasEmitted: status !== 'loading' } as UserStatus;
}

function tokenStatus(
  status: TokenStatus['status'],
  claims: Record<string, unknown> = {},
): TokenStatus {
  return {
    status,
    data: status === 'success' ? ({ claims } as unknown as IdTokenResult) : undefined,
    error: status === 'error' ? new Error('token refresh failed') : undefined,
  } as TokenStatus;
}

function SessionProbe() {
  const session = useSession();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{session.status}</dd>
      <dt>user</dt>
      <dd data-testid="user">{session.user?.email ?? 'none'}</dd>
      <dt>tier</dt>
      <dd data-testid="tier">{session.tier ?? 'none'}</dd>
      <dt>admin</dt>
      <dd data-testid="admin">{String(session.isAdmin)}</dd>
    </dl>
  );
}

function renderSession() {
  render(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );
  return {
    status: () => screen.getByTestId('status').textContent,
    user: () => screen.getByTestId('user').textContent,
    tier: () => screen.getByTestId('tier').textContent,
    admin: () => screen.getByTestId('admin').textContent,
  };
}

beforeEach(() => {
  vi.mocked(useUser).mockReset();
  vi.mocked(useIdTokenResult).mockReset();
});

describe('useSession', () => {
  it('is loading while Firebase Auth has not answered, and leaves the hint alone', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    vi.mocked(useUser).mockReturnValue(userStatus('loading'));

    const session = renderSession();

    expect(session.status()).toBe('loading');
    expect(useIdTokenResult).not.toHaveBeenCalled();
    expect(readSignedInHint()).toBe(true);
  });

  it('is signed out without a user and removes the signed-in hint', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    vi.mocked(useUser).mockReturnValue(userStatus('success', null));

    const session = renderSession();

    expect(session.status()).toBe('signed-out');
    expect(session.tier()).toBe('none');
    expect(session.admin()).toBe('false');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('stays loading until the signed-in user’s token claims are read', () => {
    vi.mocked(useUser).mockReturnValue(userStatus('success', ada));
    vi.mocked(useIdTokenResult).mockReturnValue(tokenStatus('loading'));

    const session = renderSession();

    expect(session.status()).toBe('loading');
    expect(readSignedInHint()).toBe(false);
  });

  it('gives the tier and admin role from the token claims and sets the signed-in hint', async () => {
    vi.mocked(useUser).mockReturnValue(userStatus('success', ada));
    vi.mocked(useIdTokenResult).mockReturnValue(
      tokenStatus('success', { tier: 'elite', admin: true }),
    );

    const session = renderSession();

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(session.user()).toBe('ada@example.com');
    expect(session.tier()).toBe('elite');
    expect(session.admin()).toBe('true');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('admin');
    expect(useIdTokenResult).toHaveBeenCalledWith(ada);
  });

  it('reads an unknown tier claim as no tier and a non-boolean admin claim as not admin', async () => {
    vi.mocked(useUser).mockReturnValue(userStatus('success', ada));
    vi.mocked(useIdTokenResult).mockReturnValue(
      tokenStatus('success', { tier: 'platinum', admin: 'true' }),
    );

    const session = renderSession();

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(session.tier()).toBe('none');
    expect(session.admin()).toBe('false');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('member');
  });

  it('grants no role when the token cannot be read', async () => {
    vi.mocked(useUser).mockReturnValue(userStatus('success', ada));
    vi.mocked(useIdTokenResult).mockReturnValue(tokenStatus('error'));

    const session = renderSession();

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(session.tier()).toBe('none');
    expect(session.admin()).toBe('false');
  });

  it('refuses to run outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow(/SessionProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('claimsFromToken', () => {
  it.each([
    [{ tier: 'reserve' }, { tier: 'reserve', isAdmin: false, accessTier: 'reserve', staffRole: null }],
    [{ tier: 'crown', admin: true }, { tier: 'crown', isAdmin: true, accessTier: 'crown', staffRole: 'owner' }],
    [{ tier: 'Crown' }, { tier: null, isAdmin: false, accessTier: null, staffRole: null }],
    [{ tier: 3, admin: 1 }, { tier: null, isAdmin: false, accessTier: null, staffRole: null }],
    [{}, { tier: null, isAdmin: false, accessTier: null, staffRole: null }],
    // Select Access: the catalogue of the tier above; a malformed claim grants nothing.
    [{ tier: 'reserve', select_access: true }, { tier: 'reserve', isAdmin: false, accessTier: 'elite', staffRole: null }],
    [{ tier: 'elite', select_access: true }, { tier: 'elite', isAdmin: false, accessTier: 'crown', staffRole: null }],
    [{ tier: 'elite', select_access: 'yes' }, { tier: 'elite', isAdmin: false, accessTier: 'elite', staffRole: null }],
    [{ select_access: true }, { tier: null, isAdmin: false, accessTier: null, staffRole: null }],
    // Staff roles: beside admin: true only; an admin with no role is an owner.
    [{ admin: true, role: 'support' }, { tier: null, isAdmin: true, accessTier: null, staffRole: 'support' }],
    [{ role: 'owner' }, { tier: null, isAdmin: false, accessTier: null, staffRole: null }],
  ])('reads %j as %j', (claims, expected) => {
    expect(claimsFromToken(claims)).toEqual(expected);
  });
});
