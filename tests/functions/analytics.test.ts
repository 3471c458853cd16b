/**
 * The analytics triggers and the daily snapshot job: after a mix of creates, updates and
 * deletes in waitlist signups, subscriptions, products and orders (through the callables
 * and the Admin SDK), the live analytics (the sum of the shards of `analytics/current`)
 * equal a recount of the raw collections (domain `recountAnalytics`), and the snapshot
 * job copies it into that day's document.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SOURCES,
  analyticsCurrentFromShards,
  analyticsDaySnapshot,
  analyticsState,
  readAnalyticsFields,
  recountAnalytics,
  type AnalyticsCurrentDoc,
  type AnalyticsFields,
  type AnalyticsSource,
  type AnalyticsSourceDocs,
} from '@unlimited/domain';
import { analyticsDaysCol } from '../../functions/src/lib/collections';
import { readCounterShards } from '../../functions/src/stats/shards';
import { runAnalyticsSnapshotJob } from '../../functions/src/analytics/snapshot';
import {
  adminDb,
  anonymousCaller,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  useFreshEmulators,
} from './helpers';

useFreshEmulators();

async function read<C extends AnalyticsSource>(collection: C): Promise<AnalyticsFields[C][]> {
  const snap = await adminDb().collection(collection).get();
  return snap.docs.flatMap((doc) => {
    const fields = readAnalyticsFields(collection, doc.data());
    return fields === null ? [] : [fields];
  });
}

type Figures = Omit<AnalyticsCurrentDoc, 'updated_at'>;

/** The figures of a live document, without its `updated_at` (and `id`). */
function figures(doc: AnalyticsCurrentDoc): Figures {
  return {
    ...analyticsState(doc),
    waitlist_by_week: doc.waitlist_by_week,
    orders_by_week: doc.orders_by_week,
  };
}

/** The figures recounted from the raw collections. */
async function recount(): Promise<Figures> {
  const sources = Object.fromEntries(
    await Promise.all(ANALYTICS_SOURCES.map(async (c) => [c, await read(c)] as const)),
  ) as unknown as AnalyticsSourceDocs;
  return figures(recountAnalytics(sources, null));
}

/** The figures as the triggers stored them: the sum of the shards, once there is one. */
async function stored(): Promise<Figures | undefined> {
  const shards = await readCounterShards(adminDb(), 'analytics');
  return shards.length === 0 ? undefined : figures(analyticsCurrentFromShards(shards));
}

describe('analytics aggregates', () => {
  it(
    'equal a recount after a mix of creates, updates and deletes, and snapshot daily',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();

      // Catalogue: Active products (one later hidden, one deleted) and a Hidden one.
      await seedProduct(db, 'a-bag-1');
      await seedProduct(db, 'a-bag-2');
      await seedProduct(db, 'a-bag-3', { brand: 'Dior' });
      await seedProduct(db, 'a-hidden', { status: 'Hidden' });
      await seedProduct(db, 'a-gone', { brand: 'Prada' });

      // Members: three tiers, one with an add-on, one later paused, one deleted.
      await seedMember(db, 'a-member-1', 'crown');
      await seedMember(db, 'a-member-2', 'elite');
      await seedMember(db, 'a-member-3', 'reserve');
      await seedMember(db, 'a-member-4', 'elite');
      await db
        .collection('subscriptions')
        .doc('a-member-2')
        .update({ 'add_ons.full_coverage': true, 'add_ons.select_access': true });
      // The Crown member joined with 20% off her first three bills, still running.
      await db
        .collection('subscriptions')
        .doc('a-member-1')
        .update({
          discount: {
            code: 'AUTUMN20',
            kind: 'percent',
            percent_off: 20,
            amount_off_cents: null,
            duration: 'repeating',
            duration_in_months: 3,
            ends_at: new Date('2099-01-01T00:00:00Z'),
          },
        });

      // Waitlist signups through the public callable.
      const visitor = anonymousCaller();
      for (const [i, tier] of (['reserve', 'elite', 'crown'] as const).entries()) {
        await visitor.call('joinWaitlist', {
          full_name: `Analytics Visitor ${i}`,
          email: `analytics${i}@example.com`,
          tier,
        });
      }

      // Orders: bags go out on loan (the product triggers follow), one is cancelled.
      const one = await signedInCaller('a-member-1');
      const two = await signedInCaller('a-member-2');
      await one.call('createOrder', { bagId: 'a-bag-1' });
      const b = await two.call('createOrder', { bagId: 'a-bag-2' });
      await two.call('cancelOrder', { orderId: b.orderId });

      // Admin edits: funnel moves, a pause, a signup and a subscription deleted, products
      // hidden and deleted, an old order backdated into another week.
      const signups = await db.collection('waitlist_signups').orderBy('email').get();
      await signups.docs[0]?.ref.update({ status: 'invited' });
      await signups.docs[1]?.ref.update({ status: 'converted' });
      await signups.docs[2]?.ref.delete();
      await db.collection('subscriptions').doc('a-member-3').update({ status: 'paused' });
      await db.collection('subscriptions').doc('a-member-4').delete();
      await db.collection('products').doc('a-bag-3').update({ status: 'Hidden' });
      await db.collection('products').doc('a-gone').delete();
      await db
        .collection('orders')
        .doc(b.orderId)
        .update({ order_date: new Date('2026-10-05T12:00:00Z') });

      const want = await recount();
      expect(want.members.crown.active).toBe(1);
      expect(want.members.reserve.paused).toBe(1);
      expect(want.mrr_cents).toEqual({
        reserve: 0,
        elite: 12900,
        crown: 24900,
        full_coverage: 1900,
        select_access: 2900,
      });
      expect(want.mrr_discount_cents).toBe(4980);
      expect(want.catalogue).toEqual({ active: 2, on_loan: 1 });
      expect(want.waitlist_by_status).toEqual({
        pending: 0,
        invited: 1,
        converted: 1,
        declined: 0,
      });
      expect(want.orders_by_week['2026-10-05']).toBe(1);

      await waitFor(
        'the analytics to match a recount',
        async () => {
          const got = await stored();
          return isDeepStrictEqual(got, want) ? got : undefined;
        },
        120_000,
      ).catch(async (error: unknown) => {
        expect(await stored()).toEqual(want);
        throw error;
      });

      // The daily job copies the live figures into the day's snapshot.
      const now = new Date();
      const report = await runAnalyticsSnapshotJob(db, now);
      const saved = (await analyticsDaysCol(db).doc(report.day.date).get()).data();
      expect(saved).toEqual({ ...analyticsDaySnapshot(want, now), id: report.day.date });
    },
  );
});
