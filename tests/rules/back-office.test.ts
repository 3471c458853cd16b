/**
 * firestore.rules `waitlist_signups`, `stats`, `activity` and `catalog`: the back-office
 * data only admins read, and the public brand summary and Vault showcase.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  TIER_IDS,
  WAITLIST_LIMITS,
  auditRecord,
  dashboardStatsFromShards,
  waitlistStatusUpdateSchema,
} from '@unlimited/domain';
import {
  activityPageQuery,
  activityPeopleQuery,
  objectHistoryQuery,
  recentActivityQuery,
} from '../../web/src/lib/firestore/queries/activity';
import { brandSummaryRef } from '../../web/src/lib/firestore/queries/brand-summary';
import { dashboardStatsShardsRef } from '../../web/src/lib/firestore/queries/stats';
import {
  adminWaitlistQuery,
  waitlistSignupRef,
} from '../../web/src/lib/firestore/queries/waitlist';
import { activityData, brandSummaryData, statsData, waitlistData } from './fixtures';
import {
  firestoreAs,
  NON_ADMIN_ROLES,
  PRETENDER_PROFILE,
  fileProjectId,
  ROLES,
  seed,
  text,
  TIER_OF,
  UID,
  auditStamp,
  useRulesEnv,
} from './helpers';

const env = useRulesEnv();

beforeEach(async () => {
  const activity = Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => [`activity/event-${i}`, activityData(i)]),
  );
  await seed(env, {
    'waitlist_signups/first': waitlistData({ tier: 'reserve' }, 0),
    'waitlist_signups/second': waitlistData({ tier: 'crown', status: 'invited' }, 5),
    'waitlist_signups/third': waitlistData({ tier: 'crown' }, 10),
    'stats/dashboard': statsData(),
    'stats/dashboard/shards/0': statsData(),
    'stats/dashboard/shards/7': { active_subscriptions: 2, orders_by_status: { delivered: -1 } },
    'catalog/brands': brandSummaryData(),
    'catalog/internal': { note: 'not public' },
    'catalog/brands-reserve': brandSummaryData(),
    'catalog/brands-elite': brandSummaryData(),
    'catalog/brands-crown': brandSummaryData(),
    'catalog/vault': {
      pieces: [{ id: 'birkin', title: 'Birkin 30', brand: 'Hermès', photo: null, price: 1800000 }],
      total: 1,
      updated_at: new Date(0),
    },
    [`profiles/${UID.pretender}`]: PRETENDER_PROFILE,
    'mail/return-label-1': {
      to: 'ada@example.com',
      message: { subject: 'Your return label', text: 'UNL-1', html: '<p>UNL-1</p>' },
      created_at: new Date(0),
    },
    ...activity,
  });
});

describe('mail: the outbox', () => {
  it('an admin reads what the product sent', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'mail', 'return-label-1')));
    await assertSucceeds(getDocs(collection(db, 'mail')));
  });

  it.each(NON_ADMIN_ROLES)(
    '%s cannot read the outbox (it holds members’ addresses)',
    async (role) => {
      const db = firestoreAs(env, role);
      await assertFails(getDoc(doc(db, 'mail', 'return-label-1')));
      await assertFails(getDocs(collection(db, 'mail')));
    },
  );

  it.each(ROLES)('%s cannot queue or change an email', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(
      addDoc(collection(db, 'mail'), { to: 'x@example.com', message: { subject: 's', text: 't' } }),
    );
    await assertFails(deleteDoc(doc(db, 'mail', 'return-label-1')));
  });
});

describe('waitlist_signups: reading', () => {
  it('an admin lists signups newest first', async () => {
    const snap = await assertSucceeds(getDocs(adminWaitlistQuery(firestoreAs(env, 'admin'))));
    expect(snap.docs.map((d) => d.id)).toEqual(['third', 'second', 'first']);
  });

  it('an admin filters signups by status and tier', async () => {
    const db = firestoreAs(env, 'admin');
    const pending = await assertSucceeds(getDocs(adminWaitlistQuery(db, { status: 'pending' })));
    expect(pending.docs.map((d) => d.id)).toEqual(['third', 'first']);
    const crown = await assertSucceeds(getDocs(adminWaitlistQuery(db, { tier: 'crown' })));
    expect(crown.docs.map((d) => d.id)).toEqual(['third', 'second']);
    const both = await assertSucceeds(
      getDocs(adminWaitlistQuery(db, { status: 'pending', tier: 'crown' })),
    );
    expect(both.docs.map((d) => d.id)).toEqual(['third']);
  });

  it('an admin pages through signups', async () => {
    const db = firestoreAs(env, 'admin');
    const first = await assertSucceeds(getDocs(adminWaitlistQuery(db, { pageSize: 2 })));
    const second = await assertSucceeds(
      getDocs(adminWaitlistQuery(db, { pageSize: 2, after: first.docs.at(-1) })),
    );
    expect(second.docs.map((d) => d.id)).toEqual(['first']);
  });

  it('an admin lists the referred signups grouped by referrer, newest first in each, and pages them', async () => {
    const referred = (email: string) => ({
      referred: true,
      referred_by: `uid-${email}`,
      referred_by_email: email,
    });
    await seed(env, {
      'waitlist_signups/zoe-old': waitlistData(referred('zoe@club.test'), 15),
      'waitlist_signups/amy-one': waitlistData(referred('amy@club.test'), 20),
      'waitlist_signups/zoe-new': waitlistData(referred('zoe@club.test'), 25),
      'waitlist_signups/amy-crown': waitlistData(
        { ...referred('amy@club.test'), tier: 'crown' },
        30,
      ),
    });
    const db = firestoreAs(env, 'admin');
    const grouped = await assertSucceeds(getDocs(adminWaitlistQuery(db, { byReferrer: true })));
    expect(grouped.docs.map((d) => d.id)).toEqual(['amy-crown', 'amy-one', 'zoe-new', 'zoe-old']);
    const first = await assertSucceeds(
      getDocs(adminWaitlistQuery(db, { byReferrer: true, pageSize: 3 })),
    );
    const next = await assertSucceeds(
      getDocs(adminWaitlistQuery(db, { byReferrer: true, pageSize: 3, after: first.docs.at(-1) })),
    );
    expect(next.docs.map((d) => d.id)).toEqual(['zoe-old']);
    const crown = await assertSucceeds(
      getDocs(adminWaitlistQuery(db, { byReferrer: true, tier: 'crown' })),
    );
    expect(crown.docs.map((d) => d.id)).toEqual(['amy-crown']);
  });

  it('an admin gets one signup', async () => {
    await assertSucceeds(getDoc(waitlistSignupRef(firestoreAs(env, 'admin'), 'first')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read the waitlist', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(adminWaitlistQuery(db)));
    await assertFails(getDocs(adminWaitlistQuery(db, { status: 'pending' })));
    await assertFails(getDoc(waitlistSignupRef(db, 'first')));
  });
});

describe('waitlist_signups: writing', () => {
  it.each(ROLES)('%s cannot create a signup (joinWaitlist does)', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(addDoc(collection(db, 'waitlist_signups'), waitlistData({}, 20)));
    await assertFails(setDoc(doc(db, 'waitlist_signups', 'mine'), waitlistData({}, 20)));
  });

  it('an admin status update without the audit stamp is refused', async () => {
    const ref = waitlistSignupRef(firestoreAs(env, 'admin'), 'first');
    await assertFails(updateDoc(ref, { status: 'declined', updated_at: serverTimestamp() }));
    await assertFails(
      updateDoc(ref, {
        status: 'declined',
        ...auditStamp(UID.elite),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it("an admin updates a signup's status and notes", async () => {
    const values = waitlistStatusUpdateSchema.parse({
      status: 'declined',
      notes: 'Called on Monday',
    });
    await assertSucceeds(
      updateDoc(waitlistSignupRef(firestoreAs(env, 'admin'), 'first'), {
        ...values,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  // Invited and Converted follow from invitations and accounts (the invitation functions):
  // a forged write cannot type them, nor take an invited or converted signup elsewhere.
  it.each([
    { from: 'first', to: 'invited' },
    { from: 'first', to: 'converted' },
    { from: 'second', to: 'pending' },
    { from: 'second', to: 'declined' },
    { from: 'second', to: 'converted' },
  ])('an admin cannot set signup $from to $to by hand', async ({ from, to }) => {
    await assertFails(
      updateDoc(waitlistSignupRef(firestoreAs(env, 'admin'), from), {
        status: to,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin declines a pending signup and restores it', async () => {
    const ref = waitlistSignupRef(firestoreAs(env, 'admin'), 'third');
    await assertSucceeds(
      updateDoc(ref, { status: 'declined', ...auditStamp(), updated_at: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(ref, { status: 'pending', ...auditStamp(), updated_at: serverTimestamp() }),
    );
  });

  it('an admin clears the notes', async () => {
    const values = waitlistStatusUpdateSchema.parse({ status: 'invited', notes: '  ' });
    expect(values.notes).toBeNull();
    await assertSucceeds(
      updateDoc(waitlistSignupRef(firestoreAs(env, 'admin'), 'second'), {
        ...values,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  const INVALID: { name: string; patch: DocumentData }[] = [
    { name: 'an unknown status', patch: { status: 'vip' } },
    { name: 'notes over the limit', patch: { notes: text(WAITLIST_LIMITS.notes + 1) } },
    { name: 'a new email', patch: { email: 'someone@else.test' } },
    { name: 'a new tier', patch: { tier: 'reserve' } },
    { name: 'a new submission date', patch: { submitted_at: serverTimestamp() } },
    { name: 'updated_at from the client clock', patch: { updated_at: new Date(0) } },
  ];

  it.each(INVALID)('an admin cannot update a signup with $name', async ({ patch }) => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, 'admin'), 'waitlist_signups', 'third'), {
        status: 'declined',
        ...auditStamp(),
        updated_at: serverTimestamp(),
        ...patch,
      }),
    );
  });

  it('an admin cannot update a signup without setting updated_at', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, 'admin'), 'waitlist_signups', 'third'), {
        status: 'declined',
      }),
    );
  });

  it.each(NON_ADMIN_ROLES)('%s cannot update a signup', async (role) => {
    await assertFails(
      updateDoc(waitlistSignupRef(firestoreAs(env, role), 'first'), {
        status: 'invited',
        notes: null,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin deletes a signup', async () => {
    // Deletes go through the deleteWaitlistSignup function, which records them.
    await assertFails(deleteDoc(waitlistSignupRef(firestoreAs(env, 'admin'), 'first')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot delete a signup', async (role) => {
    await assertFails(deleteDoc(waitlistSignupRef(firestoreAs(env, role), 'first')));
  });
});

describe('stats', () => {
  it('an admin reads the dashboard counters: every shard, as the admin screens do', async () => {
    const snap = await assertSucceeds(getDocs(dashboardStatsShardsRef(firestoreAs(env, 'admin'))));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['0', '7']);
    expect(dashboardStatsFromShards(snap.docs.map((d) => d.data())).active_subscriptions).toBe(5);
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'admin'), 'stats/dashboard/shards/7')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read the dashboard counters', async (role) => {
    await assertFails(getDocs(dashboardStatsShardsRef(firestoreAs(env, role))));
    await assertFails(getDoc(doc(firestoreAs(env, role), 'stats/dashboard/shards/0')));
    await assertFails(getDoc(doc(firestoreAs(env, role), 'stats/dashboard')));
  });

  it('only an admin lists the stats collection', async () => {
    await assertSucceeds(getDocs(collection(firestoreAs(env, 'admin'), 'stats')));
    for (const role of NON_ADMIN_ROLES) {
      await assertFails(getDocs(collection(firestoreAs(env, role), 'stats')));
    }
  });

  it.each(ROLES)('%s cannot write the counters', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(updateDoc(doc(db, 'stats', 'dashboard'), { active_subscriptions: 999 }));
    await assertFails(setDoc(doc(db, 'stats', 'dashboard'), statsData()));
    await assertFails(deleteDoc(doc(db, 'stats', 'dashboard')));
    const shard = doc(db, 'stats/dashboard/shards/0');
    await assertFails(updateDoc(shard, { active_subscriptions: 999 }));
    await assertFails(setDoc(doc(db, 'stats/dashboard/shards/3'), { orders_total: 1 }));
    await assertFails(deleteDoc(shard));
  });
});

describe('activity', () => {
  it('an admin reads the latest five events, newest first', async () => {
    const snap = await assertSucceeds(getDocs(recentActivityQuery(firestoreAs(env, 'admin'))));
    expect(snap.docs.map((d) => d.id)).toEqual([6, 5, 4, 3, 2].map((i) => `event-${i}`));
  });

  it('an admin gets one event', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'admin'), 'activity', 'event-0')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read the activity', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(recentActivityQuery(db)));
    await assertFails(getDoc(doc(db, 'activity', 'event-0')));
  });

  it.each(ROLES)('%s cannot write activity', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(addDoc(collection(db, 'activity'), activityData(99)));
    await assertFails(deleteDoc(doc(db, 'activity', 'event-0')));
  });
});

describe('activity: the audit trail', () => {
  const record = auditRecord({
    kind: 'updated',
    objectType: 'product',
    objectId: 'p1',
    label: 'Hermès Kelly 28',
    actor: { uid: UID.admin, name: 'ops@unlimited.test' },
    at: new Date('2026-11-20T09:30:00Z'),
    changes: [{ field: 'price', before: '1', after: '2' }],
  });

  beforeEach(async () => {
    await seed(env, {
      'activity/audit-1': record,
      [`activity_people/${UID.admin}`]: {
        uid: UID.admin,
        name: 'ops@unlimited.test',
        last_at: new Date('2026-11-20T09:30:00Z'),
      },
    });
  });

  it("an admin runs the Activity page's filtered queries, the history and the people list", async () => {
    const db = firestoreAs(env, 'admin');
    const filtered = await assertSucceeds(
      getDocs(
        activityPageQuery(db, undefined, 25, {
          personUid: UID.admin,
          kind: 'updated',
          objectType: 'product',
          search: 'hermes',
        }),
      ),
    );
    expect(filtered.docs.map((d) => d.id)).toEqual(['audit-1']);
    const history = await assertSucceeds(getDocs(objectHistoryQuery(db, 'product', 'p1')));
    expect(history.docs.map((d) => d.data().changes)).toEqual([
      [{ field: 'price', before: '1', after: '2' }],
    ]);
    const people = await assertSucceeds(getDocs(activityPeopleQuery(db)));
    expect(people.docs.map((d) => d.data().name)).toEqual(['ops@unlimited.test']);
  });

  it.each(NON_ADMIN_ROLES)('%s reads no audit record and no admin names', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(objectHistoryQuery(db, 'product', 'p1')));
    await assertFails(getDoc(doc(db, 'activity', 'audit-1')));
    await assertFails(getDocs(activityPeopleQuery(db)));
  });

  it.each(ROLES)('%s cannot write an audit record or an admin name', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'activity', 'forged'), record));
    await assertFails(updateDoc(doc(db, 'activity', 'audit-1'), { actor: 'someone else' }));
    await assertFails(
      setDoc(doc(db, 'activity_people', UID.admin), {
        uid: UID.admin,
        name: 'x',
        last_at: new Date(),
      }),
    );
  });
});

describe('catalog: the public brand summary', () => {
  it.each(ROLES)('%s reads the brand summary', async (role) => {
    const snap = await assertSucceeds(getDoc(brandSummaryRef(firestoreAs(env, role))));
    expect(snap.data()?.brands.map((b) => b.slug)).toEqual(['chanel', 'louis-vuitton']);
  });

  it.each(ROLES)('%s reads its own tier’s brand list and no higher one', async (role) => {
    const db = firestoreAs(env, role);
    const own = TIER_OF[role];
    for (const tier of TIER_IDS) {
      const read = getDoc(brandSummaryRef(db, tier));
      if (tier === own || role === 'admin') await assertSucceeds(read);
      else await assertFails(read);
    }
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read other catalog documents or list them', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDoc(doc(db, 'catalog', 'internal')));
    await assertFails(getDocs(collection(db, 'catalog')));
  });

  it('an admin reads every catalog document', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'catalog', 'internal')));
    await assertSucceeds(getDocs(collection(db, 'catalog')));
  });

  it.each(ROLES)('%s cannot write the brand summary', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'catalog', 'brands'), brandSummaryData()));
    await assertFails(deleteDoc(doc(db, 'catalog', 'brands')));
  });

  // The public pages read this document over the REST API without the SDK or a token
  // (web/src/lib/public-data/fetch-brand-summary.ts).
  function restUrl(id: string): string {
    const { host, port } = env.emulators.firestore ?? { host: '127.0.0.1', port: 8080 };
    return `http://${host}:${port}/v1/projects/${fileProjectId()}/databases/(default)/documents/catalog/${id}`;
  }

  it('a visitor fetches the brand summary over REST without a token', async () => {
    const response = await fetch(restUrl('brands'));
    expect(response.status).toBe(200);
  });

  it.each(ROLES)('%s reads the Vault’s showcase and cannot write it', async (role) => {
    const db = firestoreAs(env, role);
    const snap = await assertSucceeds(getDoc(doc(db, 'catalog', 'vault')));
    expect(snap.get('total')).toBe(1);
    await assertFails(setDoc(doc(db, 'catalog', 'vault'), { pieces: [], total: 0 }));
    await assertFails(deleteDoc(doc(db, 'catalog', 'vault')));
  });

  it('a visitor fetches the Vault’s showcase over REST without a token', async () => {
    const response = await fetch(restUrl('vault'));
    expect(response.status).toBe(200);
  });

  it('a missing brand summary is a 404 over REST, not a refusal', async () => {
    await env.clearFirestore();
    const response = await fetch(restUrl('brands'));
    expect(response.status).toBe(404);
  });

  it('other catalog documents are refused over REST', async () => {
    const response = await fetch(restUrl('internal'));
    expect(response.status).toBe(403);
  });
});
