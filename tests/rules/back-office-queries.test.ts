/**
 * The exact reads of the Swaps, Tasks, Outbox, Activity and billing attention screens (the app's own query
 * builders) against firestore.rules: admins may run each one and get the right
 * documents; nobody else may run any of them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getCountFromServer, getDocs, type Firestore, type Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityPageQuery } from '../../web/src/lib/firestore/queries/activity';
import { outboxQuery } from '../../web/src/lib/firestore/queries/mail';
import { billingAttentionQuery } from '../../web/src/lib/firestore/queries/billing-events';
import {
  ordersToShipQuery,
  overdueReturnsQuery,
  returnsOnTheWayQuery,
} from '../../web/src/lib/firestore/queries/swaps';
import { membersSubscriptionsQuery } from '../../web/src/lib/firestore/queries/subscriptions';
import {
  firstPastDueSubscriptionQuery,
  overdueReturnsCountQuery,
  stalePendingSignupsCountQuery,
} from '../../web/src/lib/firestore/queries/task-counts';
import {
  pastDueSubscriptionsQuery,
  stalePendingSignupsQuery,
} from '../../web/src/lib/firestore/queries/tasks';
import { activityData, minutes, orderData, subscriptionData, waitlistData } from './fixtures';
import { firestoreAs, NON_ADMIN_ROLES, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

const DAY = 24 * 60;
beforeEach(async () => {
  const member = UID.elite;
  await seed(env, {
    'orders/ship-late': orderData(member, {}, 10),
    'orders/ship-early': orderData(member, {}, 5),
    // Returns started 2 days and 6 days ago; the later one was ordered first, so its
    // return_due_date is the earlier (a date that means nothing for a return).
    'orders/returning': orderData(
      member,
      { order_status: 'return_pending', updated_at: minutes(38 * DAY) },
      1,
    ),
    'orders/returning-longer': orderData(
      member,
      { order_status: 'return_pending', updated_at: minutes(34 * DAY) },
      2,
    ),
    // Flagged by the daily return-due job (the membership is no longer active): overdue.
    'orders/overdue': orderData(
      member,
      { order_status: 'active_rental', overdue: true, overdue_flagged_at: minutes(35 * DAY) },
      0,
    ),
    // Kept 40 days, long past the old "created + 30 days", under an active membership.
    'orders/kept': orderData(member, { order_status: 'delivered' }, 0),
    // Flagged, then it came back: a record, not an overdue return.
    'orders/done': orderData(
      member,
      { order_status: 'completed', overdue: true, overdue_flagged_at: minutes(30 * DAY) },
      0,
    ),
    'waitlist_signups/stale': waitlistData({}, 0),
    'waitlist_signups/recent': waitlistData({}, 39 * DAY),
    'waitlist_signups/stale-invited': waitlistData({ status: 'invited' }, 0),
    'subscriptions/owing': { ...subscriptionData('elite'), status: 'past_due' },
    'subscriptions/paid': subscriptionData('crown'),
    'mail/older': {
      to: 'a@example.test',
      message: { subject: 'Older', text: 't', html: '<p>t</p>' },
      created_at: minutes(1),
    },
    'mail/newer': {
      to: 'b@example.test',
      message: { subject: 'Newer', text: 't', html: '<p>t</p>' },
      created_at: minutes(2),
      delivery: { state: 'SUCCESS', attempts: 1 },
    },
    'billing_events/evt_unknown_price': {
      state: 'needs_attention',
      type: 'customer.subscription.created',
      created: minutes(3),
      outcome: null,
      mode: 'stripe',
      received_at: minutes(3),
      last_received_at: minutes(4),
      attempts: 2,
      problem: 'unknown_price',
      message: 'sub_1 (customer.subscription.created) is billed with price_x, …',
      expire_at: minutes(5),
    },
    'billing_events/evt_done': {
      state: 'processed',
      type: 'customer.subscription.updated',
      created: minutes(3),
      outcome: 'applied',
      mode: 'stripe',
      received_at: minutes(3),
      attempts: 1,
      expire_at: minutes(5),
    },
    ...Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`activity/event-${i}`, activityData(i)]),
    ),
  });
});

type Build = (db: Firestore) => Query;
const READS: [string, Build, string[]][] = [
  ['bags to ship, oldest first', (db) => ordersToShipQuery(db), ['ship-early', 'ship-late']],
  [
    'returns on their way, the longest on its way first',
    (db) => returnsOnTheWayQuery(db),
    ['returning-longer', 'returning'],
  ],
  ['overdue returns', (db) => overdueReturnsQuery(db), ['overdue']],
  [
    'signups pending for more than a week',
    (db) => stalePendingSignupsQuery(db, minutes(33 * DAY)),
    ['stale'],
  ],
  ['memberships with a failed payment', (db) => pastDueSubscriptionsQuery(db), ['owing']],
  [
    'the first membership with a failed payment',
    (db) => pastDueSubscriptionsQuery(db, 1),
    ['owing'],
  ],
  ['the outbox, newest first', (db) => outboxQuery(db), ['newer', 'older']],
  ['the Stripe events needing attention', (db) => billingAttentionQuery(db), ['evt_unknown_price']],
  [
    'the memberships of the members with bags to ship',
    (db) => membersSubscriptionsQuery(db, ['owing', 'paid', 'nobody']),
    ['owing', 'paid'],
  ],
];

/**
 * The task queue's counts: the lists' filters without limit or converter, counted on the
 * server (and the one failed payment it reads for its id).
 */
const COUNTS: [string, Build, number][] = [
  ['overdue returns', (db) => overdueReturnsCountQuery(db), 1],
  [
    'signups pending for more than a week',
    (db) => stalePendingSignupsCountQuery(db, minutes(33 * DAY)),
    1,
  ],
  ['the first membership with a failed payment', (db) => firstPastDueSubscriptionQuery(db), 1],
];

describe('back-office reads', () => {
  it.each(COUNTS)('admins count %s', async (_name, build, count) => {
    const snapshot = await assertSucceeds(getCountFromServer(build(firestoreAs(env, 'admin'))));
    expect(snapshot.data().count).toBe(count);
  });

  it.each(
    NON_ADMIN_ROLES.flatMap((role) => COUNTS.map(([name, build]) => [role, name, build] as const)),
  )('%s cannot count %s', async (role, _name, build) => {
    await assertFails(getCountFromServer(build(firestoreAs(env, role))));
  });

  it.each(READS)('admins read %s', async (_name, build, ids) => {
    const snapshot = await assertSucceeds(getDocs(build(firestoreAs(env, 'admin'))));
    const got = snapshot.docs.map((doc) => doc.id);
    // Unordered reads are compared as sets.
    expect(_name.includes('first') ? got : [...got].sort()).toEqual(ids);
  });

  it.each(
    NON_ADMIN_ROLES.flatMap((role) => READS.map(([name, build]) => [role, name, build] as const)),
  )('%s cannot read %s', async (role, _name, build) => {
    await assertFails(getDocs(build(firestoreAs(env, role))));
  });

  it('pages through the whole activity log by cursor, newest first', async () => {
    const db = firestoreAs(env, 'admin');
    const first = await assertSucceeds(getDocs(activityPageQuery(db, undefined, 2)));
    const second = await getDocs(activityPageQuery(db, first.docs.at(-1), 2));
    const third = await getDocs(activityPageQuery(db, second.docs.at(-1), 2));
    expect([...first.docs, ...second.docs, ...third.docs].map((doc) => doc.id)).toEqual([
      'event-4',
      'event-3',
      'event-2',
      'event-1',
      'event-0',
    ]);
    await assertFails(getDocs(activityPageQuery(firestoreAs(env, 'crown'), undefined, 2)));
  });

  it('reads an outbox message with its delivery state', async () => {
    const snapshot = await getDocs(outboxQuery(firestoreAs(env, 'admin')));
    expect(snapshot.docs[0]?.data()).toMatchObject({
      message: { subject: 'Newer' },
      delivery: { state: 'SUCCESS' },
    });
    expect(snapshot.docs[1]?.data()).toMatchObject({ delivery: null });
  });
});
