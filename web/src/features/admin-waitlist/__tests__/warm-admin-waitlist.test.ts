import { initializeApp } from 'firebase/app';
import { getFirestore, onSnapshot, queryEqual, type Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  auth: {
    authStateReady: () => Promise.resolve(),
    currentUser: null as null | { getIdTokenResult: () => Promise<{ claims: object }> },
  },
  unsubscribe: () => {},
}));
const db = getFirestore(initializeApp({ projectId: 'demo-warm', apiKey: 'k' }, 'warm-waitlist'));

vi.mock('@/lib/firebase', () => ({ auth: fake.auth }));
vi.mock('@/lib/firebase-firestore', () => ({ firestore: db }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onSnapshot: vi.fn(() => fake.unsubscribe),
}));

/** A fresh copy of the module (it starts once per page). */
const load = async () => {
  vi.resetModules();
  return import('../api/warm-admin-waitlist');
};
/** The list's own query (imported after the mocks hold, as the module under test). */
const listQuery = async () => {
  const { getWaitlistSignupsQuery } = await import('../api/get-waitlist-signups');
  const { waitlistFilterFromParams } = await import('../api/waitlist-filter');
  return { getWaitlistSignupsQuery, waitlistFilterFromParams };
};
const signedIn = (claims: object) => ({ getIdTokenResult: () => Promise.resolve({ claims }) });

beforeEach(() => {
  vi.mocked(onSnapshot).mockClear();
  fake.unsubscribe = vi.fn();
  window.history.replaceState(null, '', '/admin/waitlist');
});

describe('warmAdminWaitlist', () => {
  it.each([
    '',
    '?status=pending',
    '?tier=crown&status=invited',
    '?referred=1',
    '?referred=by-referrer&tier=elite',
    '?status=nonsense&signup=abc',
    '?q=Hermès&status=pending',
    '?q=%20%20',
  ])('asks for the list the address %j opens on, as the list itself does', async (search) => {
    const { firstPageQuery } = await load();
    const { getWaitlistSignupsQuery, waitlistFilterFromParams } = await listQuery();
    const early = firstPageQuery(db, search);
    // As the screen builds its list: the address's filters and the search box's text.
    const params = new URLSearchParams(search);
    const own = getWaitlistSignupsQuery(db, {
      ...waitlistFilterFromParams(params),
      search: params.get('q') ?? '',
    });
    // The same query as the list's, so the SDK shares one listen (and bills it once).
    expect(queryEqual(early, own.withConverter(null))).toBe(true);
  });

  it("starts an admin's listen on the page's own address, kept until the list takes over", async () => {
    window.history.replaceState(null, '', '/admin/waitlist?status=pending');
    fake.auth.currentUser = signedIn({ admin: true });
    const warm = await load();
    await warm.warmAdminWaitlist();
    await warm.warmAdminWaitlist();
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    const listened = vi.mocked(onSnapshot).mock.calls[0]![0] as unknown as Query;
    const { getWaitlistSignupsQuery } = await listQuery();
    const pending = getWaitlistSignupsQuery(db, { status: 'pending', tier: null });
    expect(queryEqual(listened, pending.withConverter(null))).toBe(true);
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    warm.releaseWarmAdminWaitlist();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the list has its answer, nor for a member, nor for no one', async () => {
    fake.auth.currentUser = signedIn({ admin: true });
    const early = await load();
    const starting = early.warmAdminWaitlist();
    early.releaseWarmAdminWaitlist();
    await starting;
    fake.auth.currentUser = signedIn({ tier: 'crown' });
    await (await load()).warmAdminWaitlist();
    fake.auth.currentUser = null;
    await (await load()).warmAdminWaitlist();
    expect(onSnapshot).not.toHaveBeenCalled();
  });
});
