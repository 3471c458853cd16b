import { initializeApp } from 'firebase/app';
import { getFirestore, onSnapshot, queryEqual, type Query } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  auth: {
    authStateReady: () => Promise.resolve(),
    currentUser: null as null | { getIdTokenResult: () => Promise<{ claims: object }> },
  },
  unsubscribe: () => {},
}));
const db = getFirestore(initializeApp({ projectId: 'demo-warm', apiKey: 'k' }, 'warm-test'));

vi.mock('@/lib/firebase', () => ({ auth: fake.auth }));
vi.mock('@/lib/firebase-firestore', () => ({ firestore: db }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onSnapshot: vi.fn(() => fake.unsubscribe),
}));

/** A fresh copy of the module (it starts once per page). */
const load = async () => {
  vi.resetModules();
  return import('@/features/admin-products/api/warm-admin-products');
};
const signedIn = (claims: object) => ({ getIdTokenResult: () => Promise.resolve({ claims }) });

beforeEach(() => {
  vi.mocked(onSnapshot).mockClear();
  fake.unsubscribe = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('warmAdminProducts', () => {
  it("starts an admin's first listen early, on the table's own first query", async () => {
    fake.auth.currentUser = signedIn({ admin: true });
    const warm = await load();
    await warm.warmAdminProducts();
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    const listened = vi.mocked(onSnapshot).mock.calls[0]![0] as unknown as Query;
    // The same query as the table's, so the SDK shares one listen (and bills it once).
    const { getAdminProductsQuery } =
      await import('@/features/admin-products/api/get-admin-products');
    expect(
      queryEqual(listened, getAdminProductsQuery(db, warm.FIRST_PAGE_SIZE).withConverter(null)),
    ).toBe(true);
    // Kept until the table's listener has its answer.
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    warm.releaseWarmAdminProducts();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    warm.releaseWarmAdminProducts();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a member without the admin claim, or when signed out', async () => {
    fake.auth.currentUser = signedIn({ tier: 'crown', admin: 'yes' });
    await (await load()).warmAdminProducts();
    fake.auth.currentUser = null;
    await (await load()).warmAdminProducts();
    expect(onSnapshot).not.toHaveBeenCalled();
  });

  it('starts once per page, and ends by itself when the table never takes it over', async () => {
    vi.useFakeTimers();
    fake.auth.currentUser = signedIn({ admin: true });
    const warm = await load();
    await warm.warmAdminProducts();
    await warm.warmAdminProducts();
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
