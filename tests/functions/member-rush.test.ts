/**
 * A member rush through the real triggers on the emulators: 200 orders, waitlist signups
 * and hearts written at the same moment. The sharded counters (`stats/dashboard/shards`,
 * `analytics/current/shards`), summed, equal a recount of what is stored; every event is
 * counted once (one marker each); the hearts' bag counts every heart; and the functions
 * log shows no transaction retried or aborted by contention.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_SHARD_COUNT,
  COUNTER_SHARDS,
  dashboardCounters,
  heartDocId,
  readAnalyticsFields,
  readCountedFields,
  recountAnalytics,
  recountStats,
  type AnalyticsSource,
  type CountedCollection,
  type CountedDocs,
} from '@unlimited/domain';
import { orderData } from '../../functions/src/__tests__/fixtures';
import { readAnalyticsCurrent, readDashboardStats } from '../../functions/src/stats/shards';
import { adminDb, seedProduct, useFreshEmulators, waitFor } from './helpers';

useFreshEmulators();

const ORDERS = 100;
const SIGNUPS = 60;
const HEARTS = 40;
/** Where `firebase emulators:exec` writes its log, the Functions emulator's included. */
const LOG = 'firebase-debug.log';

async function stored<C extends CountedCollection>(collection: C): Promise<CountedDocs[C][]> {
  const snap = await adminDb().collection(collection).get();
  return snap.docs.flatMap((doc) => {
    const fields = readCountedFields(collection, doc.data());
    return fields === null ? [] : [fields];
  });
}

async function analyticsSources() {
  const read = async (collection: AnalyticsSource) => {
    const snap = await adminDb().collection(collection).get();
    return snap.docs.flatMap((doc) => {
      const fields = readAnalyticsFields(collection, doc.data());
      return fields === null ? [] : [fields];
    });
  };
  return {
    waitlist_signups: await read('waitlist_signups'),
    subscriptions: await read('subscriptions'),
    products: await read('products'),
    orders: await read('orders'),
  } as Parameters<typeof recountAnalytics>[0];
}

describe('a member rush', () => {
  it(
    'leaves the summed counters equal to a recount, with no transaction contention',
    { timeout: 900_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'rush-bag');
      const logFrom = existsSync(LOG) ? statSync(LOG).size : 0;
      const at = new Date('2026-11-25T18:00:00Z');

      // Everything at once, as a rush lands: no write waits for another.
      await Promise.all([
        ...Array.from({ length: ORDERS }, (_, i) =>
          db
            .collection('orders')
            .doc(`rush-order-${i}`)
            .set(
              orderData(i % 4 === 0 ? 'in_transit' : 'pending_shipment', {
                user_id: `rush-member-${i}`,
                bag_id: `rush-missing-bag-${i}`,
                order_date: at,
                created_at: at,
                updated_at: at,
              }),
            ),
        ),
        ...Array.from({ length: SIGNUPS }, (_, i) =>
          db
            .collection('waitlist_signups')
            .doc(`rush-signup-${i}`)
            .set({
              full_name: `Rush Visitor ${i}`,
              email: `rush${i}@example.test`,
              tier: (['reserve', 'elite', 'crown'] as const)[i % 3],
              zip_code: '10001',
              excitement_reason: 'Rotating bags every month',
              comment: null,
              status: 'pending',
              submitted_at: at,
              notes: null,
              updated_at: at,
              source: 'web',
              style_answers: null,
            }),
        ),
        ...Array.from({ length: HEARTS }, (_, i) =>
          db
            .collection('hearts')
            .doc(heartDocId(`rush-member-${i}`, 'rush-bag'))
            .set({
              user_id: `rush-member-${i}`,
              product_id: 'rush-bag',
              title: 'Classic Flap Bag',
              brand: 'Chanel',
              photo: null,
              access_levels: 'Elite',
              created_at: at,
            }),
        ),
      ]);

      const wantStats = dashboardCounters(
        recountStats(
          {
            orders: await stored('orders'),
            subscriptions: await stored('subscriptions'),
            waitlist: await stored('waitlist_signups'),
            products: await stored('products'),
          },
          new Date(0),
        ),
      );
      expect(wantStats).toMatchObject({
        orders_total: ORDERS,
        bags_in_circulation: ORDERS / 4,
        pending_waitlist: SIGNUPS,
      });
      const wantAnalytics = recountAnalytics(await analyticsSources(), null);

      await waitFor(
        'the summed counters to equal a recount',
        async () => {
          const [stats, analytics] = await Promise.all([
            readDashboardStats(db),
            readAnalyticsCurrent(db),
          ]);
          // The figures only: `updated_at` is when the last event was counted.
          return isDeepStrictEqual(dashboardCounters(stats), wantStats) &&
            isDeepStrictEqual({ ...analytics, updated_at: null }, wantAnalytics)
            ? true
            : undefined;
        },
        // 200 writes run some 800 trigger handlers, one at a time in the emulator.
        840_000,
      ).catch(async (error: unknown) => {
        expect(dashboardCounters(await readDashboardStats(db))).toEqual(wantStats);
        throw error;
      });
      await waitFor('every heart counted on its bag', async () => {
        const hearts = (await db.collection('bag_stats').doc('rush-bag').get()).get('hearts');
        return hearts === HEARTS ? true : undefined;
      });

      // Each event counted once: one marker per counted write, on at most 20 shards.
      const markers = await db.collection('stats_events').count().get();
      expect(markers.data().count).toBe(ORDERS + SIGNUPS + 1);
      for (const path of Object.values(COUNTER_SHARDS)) {
        const shards = await db.collection(path).count().get();
        expect(shards.data().count).toBeGreaterThan(1);
        expect(shards.data().count).toBeLessThanOrEqual(COUNTER_SHARD_COUNT);
      }

      // The functions log of this run: no transaction retried, none aborted.
      if (existsSync(LOG)) {
        const log = readFileSync(LOG, 'utf8').slice(logFrom);
        expect(log).toContain('rush-order-');
        expect(log.match(/Transaction retried|ABORTED|Too much contention/g) ?? []).toEqual([]);
      }
    },
  );
});
