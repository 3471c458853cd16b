import { render, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimsRefresher, tokenIsStale } from '@/lib/session/claims-refresh';
import { useFirestoreDocData } from '@/lib/firestore/live';

vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreDocData: vi.fn() }));
vi.mock('@/lib/firestore/queries/metadata', () => ({ userMetadataRef: vi.fn(() => ({})) }));

function marker(refreshTime: Date | null) {
  vi.mocked(useFirestoreDocData).mockReturnValue({
    status: 'success',
    data: refreshTime === null ? undefined : { id: 'uid-ada', refresh_time: refreshTime },
  } as ReturnType<typeof useFirestoreDocData>);
}

function fakeUser(issuedAt: string, claimsAfterRefresh: Record<string, unknown>) {
  let refreshed = false;
  const user = {
    uid: 'uid-ada',
    getIdToken: vi.fn(async (force?: boolean) => {
      if (force) refreshed = true;
      return 'token';
    }),
    getIdTokenResult: vi.fn(async () =>
      refreshed
        ? { issuedAtTime: new Date().toUTCString(), claims: claimsAfterRefresh }
        : { issuedAtTime: issuedAt, claims: { tier: 'reserve' } },
    ),
  };
  return user as unknown as User & { getIdToken: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  vi.mocked(useFirestoreDocData).mockReset();
});

describe('ClaimsRefresher', () => {
  it('force-refreshes a token older than the server’s claims change and reports the new tier', async () => {
    marker(new Date('2026-05-01T12:00:00Z'));
    const user = fakeUser('Fri, 01 May 2026 11:00:00 GMT', { tier: 'crown' });
    const onClaims = vi.fn();

    render(<ClaimsRefresher user={user} onClaims={onClaims} />);

    await waitFor(() => expect(onClaims).toHaveBeenCalledWith('uid-ada', { tier: 'crown' }));
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('leaves a token issued after the change alone', async () => {
    marker(new Date('2026-05-01T12:00:00Z'));
    const user = fakeUser('Fri, 01 May 2026 12:30:00 GMT', { tier: 'crown' });
    const onClaims = vi.fn();

    render(<ClaimsRefresher user={user} onClaims={onClaims} />);

    await waitFor(() => expect(user.getIdTokenResult).toHaveBeenCalled());
    expect(user.getIdToken).not.toHaveBeenCalled();
    expect(onClaims).not.toHaveBeenCalled();
  });

  it('does nothing while the user has no marker', () => {
    marker(null);
    const user = fakeUser('Fri, 01 May 2026 11:00:00 GMT', {});
    render(<ClaimsRefresher user={user} onClaims={vi.fn()} />);
    expect(user.getIdTokenResult).not.toHaveBeenCalled();
  });

  it('compares whole seconds, treating the same second as stale', () => {
    const change = new Date('2026-05-01T12:00:00.400Z');
    expect(tokenIsStale(new Date('2026-05-01T12:00:00Z'), change)).toBe(true);
    expect(tokenIsStale(new Date('2026-05-01T12:00:01Z'), change)).toBe(false);
  });
});
