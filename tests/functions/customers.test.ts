/**
 * The admin Customers data through the deployed functions: the `customers/{uid}` summary
 * follows every write to a member's profile and subscription and always equals a recount
 * from those two documents (domain `customerFromDocs`), and `addCustomerNote` stores an
 * admin's note with an activity entry and refuses non-admins, bad input and unknown members.
 */
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  customerFromDocs,
  profileDocSchema,
  subscriptionDocSchema,
} from '@unlimited/domain';
import {
  adminDb,
  errorCode,
  seedMember,
  signedInCaller,
  waitFor,
  type Caller,
  useFreshEmulators,
} from './helpers';

useFreshEmulators();

/** The summary a recount from the member's two documents gives (`null`: none). */
async function recount(uid: string) {
  const db = adminDb();
  const [profile, subscription] = await Promise.all([
    db.collection('profiles').doc(uid).get(),
    db.collection('subscriptions').doc(uid).get(),
  ]);
  const parse = <T>(
    snap: FirebaseFirestore.DocumentSnapshot,
    schema: { parse: (v: unknown) => T },
  ) => (snap.exists ? schema.parse(toDates(snap.data())) : null);
  return customerFromDocs(
    parse(profile, profileDocSchema),
    parse(subscription, subscriptionDocSchema),
    new Date(),
  );
}

function toDates(data: FirebaseFirestore.DocumentData | undefined): unknown {
  if (data === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' && 'toDate' in v ? (v as { toDate(): Date }).toDate() : v,
    ]),
  );
}

async function stored(uid: string) {
  const snap = await adminDb().collection('customers').doc(uid).get();
  if (!snap.exists) return null;
  const data = snap.data() as Record<string, unknown>;
  delete data.updated_at;
  return data;
}

/** Waits until the stored summary equals the recount (ignoring when it was written). */
async function expectInStep(uid: string, what: string) {
  await waitFor(
    what,
    async () => {
      const expected = await recount(uid);
      const actual = await stored(uid);
      if (expected === null) return actual === null ? true : undefined;
      const want: Record<string, unknown> = { ...expected };
      delete want.updated_at;
      return isDeepStrictEqual(actual, want) ? true : undefined;
    },
    120_000,
  );
}

describe('customers/{uid}', () => {
  it('follows the profile and subscription through every change and equals a recount', async () => {
    const db = adminDb();
    const uid = 'customer-sync-1';
    await seedMember(db, uid, 'reserve');
    await expectInStep(uid, 'the summary after sign-up');
    expect(await stored(uid)).toMatchObject({
      tier: 'reserve',
      status: 'active',
      first_name: 'Integration',
    });

    await db.collection('profiles').doc(uid).update({ first_name: 'Odile', last_name: 'Ferrand' });
    await db
      .collection('subscriptions')
      .doc(uid)
      .update({ plan_name: 'crown', status: 'past_due' });
    await expectInStep(uid, 'the summary after a rename and a failed payment');
    const after = await stored(uid);
    expect(after).toMatchObject({ tier: 'crown', status: 'past_due', name_lower: 'odile ferrand' });
    expect(after?.search_keys).toEqual(
      expect.arrayContaining(['odi', 'ferr', 'odile f', `${uid}@int`]),
    );

    await db.collection('subscriptions').doc(uid).delete();
    await expectInStep(uid, 'the summary without a subscription');
    expect(await stored(uid)).toMatchObject({ tier: null, status: 'none' });

    await db.collection('profiles').doc(uid).delete();
    await expectInStep(uid, 'the summary removed with the member');
    expect(await stored(uid)).toBeNull();
  }, 300_000);

  it('lists an admin only while they hold a subscription', async () => {
    const db = adminDb();
    const uid = 'customer-staff-1';
    await signedInCaller(uid, { admin: true });
    await seedMember(db, uid, 'elite');
    await waitFor(
      'the paying admin listed',
      async () => ((await stored(uid))?.tier === 'elite' ? true : undefined),
      120_000,
    );

    // Without the subscription an operator's own profile is not a member to serve.
    await db.collection('subscriptions').doc(uid).delete();
    await waitFor(
      'the admin without a subscription left out',
      async () => ((await stored(uid)) === null ? true : undefined),
      120_000,
    );
    expect((await db.collection('profiles').doc(uid).get()).exists).toBe(true);
  }, 300_000);
});

describe('addCustomerNote', () => {
  let admin: Caller;
  let member: Caller;

  beforeAll(async () => {
    admin = await signedInCaller('customers-admin', { admin: true });
    member = await signedInCaller('customers-member', { tier: 'elite' });
    await seedMember(adminDb(), 'customer-noted', 'elite');
  }, 60_000);

  it("stores the admin's note about the member, with an activity entry naming the admin", async () => {
    const { noteId } = await admin.call('addCustomerNote', {
      uid: 'customer-noted',
      text: '  Prefers morning deliveries.  ',
    });
    const note = await adminDb().collection('customer_notes').doc(noteId).get();
    expect(note.data()).toMatchObject({
      uid: 'customer-noted',
      text: 'Prefers morning deliveries.',
      author: 'customers-admin@integration.test',
    });
    const activity = await adminDb()
      .collection('activity')
      .where('object_id', '==', 'customer-noted')
      .where('kind', '==', 'note_added')
      .get();
    expect(activity.docs.map((d) => d.get('actor'))).toEqual(['customers-admin@integration.test']);
  });

  it('refuses a member, a blank note and an unknown member', async () => {
    await expect(
      member.call('addCustomerNote', { uid: 'customer-noted', text: 'Hi' }),
    ).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: ADMIN_ONLY,
    });
    await expect(
      admin.call('addCustomerNote', { uid: 'customer-noted', text: '   ' }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Please write a note.',
    });
    const unknown = await admin
      .call('addCustomerNote', { uid: 'nobody-here', text: 'Hello' })
      .catch((error: unknown) => error);
    expect(errorCode(unknown)).toBe('functions/failed-precondition');
    const notes = await adminDb()
      .collection('customer_notes')
      .where('uid', '==', 'nobody-here')
      .get();
    expect(notes.size).toBe(0);
  });
});
