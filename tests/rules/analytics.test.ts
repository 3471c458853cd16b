/**
 * firestore.rules `analytics` and `analytics_days`: the aggregates behind /admin/analytics.
 * Only admins read them, with the queries the page runs; nobody writes them from a client.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsCurrentFromShards } from '@unlimited/domain';
import { analyticsCurrentDoc } from '../../web/src/lib/firestore/refs/analytics';
import { analyticsCurrentShardsRef } from '../../web/src/lib/firestore/queries/stats';
import { analyticsDaysQuery } from '../../web/src/lib/firestore/queries/analytics';
import { firestoreAs, NON_ADMIN_ROLES, ROLES, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

const day = (date: string) => ({
  date,
  taken_at: new Date(`${date}T23:55:00Z`),
  members: { crown: { active: 1 } },
  mrr_cents: { crown: 24900 },
  catalogue: { active: 10, on_loan: 2 },
  waitlist_by_status: { pending: 3 },
});

beforeEach(async () => {
  await seed(env, {
    'analytics/current': {
      members: { crown: { active: 1 } },
      mrr_cents: { crown: 24900 },
      catalogue: { active: 10, on_loan: 2 },
      waitlist_by_status: { pending: 3 },
      waitlist_by_week: { '2026-11-16': 3 },
      orders_by_week: {},
      updated_at: new Date('2026-11-23T10:00:00Z'),
    },
    'analytics/current/shards/0': { members: { crown: { active: 1 } }, catalogue: { active: 10 } },
    'analytics/current/shards/4': { members: { crown: { active: 1 } }, catalogue: { active: -1 } },
    'analytics_days/2026-11-21': day('2026-11-21'),
    'analytics_days/2026-11-22': day('2026-11-22'),
  });
});

describe('analytics: the live figures', () => {
  it('an admin reads them', async () => {
    const snap = await assertSucceeds(getDoc(analyticsCurrentDoc(firestoreAs(env, 'admin'))));
    expect(snap.data()?.mrr_cents.crown).toBe(24900);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read them', async (role) => {
    await assertFails(getDoc(analyticsCurrentDoc(firestoreAs(env, role))));
  });

  it('an admin reads every shard of them, as the page does, and their sum', async () => {
    const snap = await assertSucceeds(
      getDocs(analyticsCurrentShardsRef(firestoreAs(env, 'admin'))),
    );
    const current = analyticsCurrentFromShards(snap.docs.map((d) => d.data()));
    expect(current.members.crown.active).toBe(2);
    expect(current.catalogue.active).toBe(9);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read their shards', async (role) => {
    await assertFails(getDocs(analyticsCurrentShardsRef(firestoreAs(env, role))));
    await assertFails(getDoc(doc(firestoreAs(env, role), 'analytics/current/shards/0')));
  });

  it.each(ROLES)('%s cannot write them', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'analytics/current/shards/1'), { catalogue: { active: 1 } }));
    await assertFails(updateDoc(doc(db, 'analytics/current/shards/0'), { 'catalogue.active': 1 }));
    await assertFails(deleteDoc(doc(db, 'analytics/current/shards/4')));
    await assertFails(updateDoc(doc(db, 'analytics', 'current'), { 'mrr_cents.crown': 1 }));
    await assertFails(setDoc(doc(db, 'analytics', 'other'), { mrr_cents: {} }));
    await assertFails(deleteDoc(doc(db, 'analytics', 'current')));
  });
});

describe('analytics_days: the daily history', () => {
  it('an admin lists the latest days, newest first, as the page does', async () => {
    const snap = await assertSucceeds(getDocs(analyticsDaysQuery(firestoreAs(env, 'admin'))));
    expect(snap.docs.map((d) => d.id)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list the history', async (role) => {
    await assertFails(getDocs(analyticsDaysQuery(firestoreAs(env, role))));
  });

  it.each(ROLES)('%s cannot write a day', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'analytics_days', '2026-11-23'), day('2026-11-23')));
    await assertFails(
      updateDoc(doc(db, 'analytics_days', '2026-11-22'), { 'catalogue.active': 99 }),
    );
    await assertFails(deleteDoc(doc(db, 'analytics_days', '2026-11-21')));
  });
});
