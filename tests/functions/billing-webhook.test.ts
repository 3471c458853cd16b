/**
 * Stripe's real event stream through the signed `stripeWebhook` function of the Functions
 * emulator: each payload is signed with the Stripe SDK's own test helper
 * (`webhooks.generateTestHeaderString`) and POSTed as Stripe would, in the orders Stripe
 * may send them: duplicates, out of order, two in the same second, an event with a price
 * the configuration does not know (answered non-2xx, then applied by the redelivery once
 * the price is configured), and delayed (bank debit) payments that succeed or fail, for a
 * bag purchase and for a membership.
 */
import { describe, expect, it } from 'vitest';
import { billingEventDocSchema, normaliseFirestoreData } from '@unlimited/domain';
import { orderData, productData } from '../../functions/src/__tests__/fixtures';
import { adminDb, useFreshEmulators, holderOf, seedLoan } from './helpers';
import {
  deliverToWebhook,
  emulatorWebhookSecret,
  EMULATOR_PRICES as PRICES,
  postToWebhook as post,
  stripeEvent as event,
  stripeSubscription as subscription,
  T0,
} from './fixtures';

useFreshEmulators();

const applied = { status: 200, body: { received: true, outcome: 'applied' } };

async function membership(uid: string) {
  return normaliseFirestoreData(
    (await adminDb().collection('subscriptions').doc(uid).get()).data() ?? null,
  ) as Record<string, unknown> | null;
}

async function record(eventId: string) {
  const snap = await adminDb().collection('billing_events').doc(eventId).get();
  return snap.exists ? billingEventDocSchema.parse(normaliseFirestoreData(snap.data())) : null;
}

describe('the signed stripeWebhook on the emulator', () => {
  it('refuses a payload signed with another secret', async () => {
    const answer = await post(
      event('evt_forged', 'customer.subscription.created', subscription('forged')),
      'whsec_someone_else',
    );
    expect(answer.status).toBe(400);
    expect(await membership('forged')).toBeNull();
  });

  it('applies a duplicate once, and an event older than the last one applied changes nothing', async () => {
    const created = event('evt_dup_1', 'customer.subscription.created', subscription('dup'));
    expect(await post(created)).toEqual(applied);
    expect(await post(created)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await membership('dup')).toMatchObject({ status: 'active', plan_name: 'elite' });
    const processed = await record('evt_dup_1');
    expect(processed).toMatchObject({ state: 'processed', outcome: 'applied' });
    // Kept 33 days after it was handled (a TTL policy deletes it then).
    const days = ((processed?.expire_at?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(32.9);
    expect(days).toBeLessThanOrEqual(33);

    // Out of order: the payment failure of a minute later arrives first.
    const pastDue = event(
      'evt_ooo_2',
      'customer.subscription.updated',
      subscription('ooo', { status: 'past_due' }),
      T0 + 60,
    );
    const first = event('evt_ooo_1', 'customer.subscription.created', subscription('ooo'));
    expect(await post(pastDue)).toEqual(applied);
    expect(await post(first)).toEqual({ status: 200, body: { received: true, outcome: 'stale' } });
    expect(await membership('ooo')).toMatchObject({ status: 'past_due' });
  });

  it('never lets an update of the same second bring back a deleted membership', async () => {
    expect(
      await post(event('evt_same_0', 'customer.subscription.created', subscription('same'))),
    ).toEqual(applied);
    const second = T0 + 120;
    const deleted = event(
      'evt_same_del',
      'customer.subscription.deleted',
      subscription('same', { status: 'canceled' }),
      second,
    );
    const updated = event(
      'evt_same_upd',
      'customer.subscription.updated',
      subscription('same', { cancel_at_period_end: true }),
      second,
    );
    expect(await post(deleted)).toEqual(applied);
    expect((await post(updated)).body).toEqual({ received: true, outcome: 'stale' });
    expect(await membership('same')).toMatchObject({ status: 'canceled' });
  });

  it('answers an unknown price non-2xx until the price is configured, then applies the redelivery', async () => {
    const launch = event(
      'evt_new_price',
      'customer.subscription.created',
      subscription('launch', {}, 'price_elite_launch_2027'),
    );
    expect(await post(launch)).toEqual({
      status: 422,
      body: { received: false, outcome: 'attention' },
    });
    expect(await post(launch)).toMatchObject({ status: 422 });
    expect(await membership('launch')).toBeNull();
    const waiting = await record('evt_new_price');
    expect(waiting).toMatchObject({
      state: 'needs_attention',
      problem: 'unknown_price',
      attempts: 2,
      outcome: null,
    });
    expect(waiting?.message).toContain('price_elite_launch_2027');

    // The Elite price id is set to the new price and the functions are deployed again:
    // the same handler, with that configuration, gets Stripe's next retry of the same
    // signed payload (the running emulator's configuration cannot change mid-suite).
    const sent = await deliverToWebhook(JSON.stringify(launch), {
      db: adminDb(),
      secret: emulatorWebhookSecret(),
      prices: { ...PRICES, elite: 'price_elite_launch_2027' },
    });
    expect(sent).toEqual(applied);
    expect(await membership('launch')).toMatchObject({ status: 'active', plan_name: 'elite' });
    expect(await record('evt_new_price')).toMatchObject({
      state: 'processed',
      outcome: 'applied',
      attempts: 3,
      problem: null,
    });
    // Later copies are duplicates, on the emulator's own function too.
    expect((await post(launch)).body).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('completes a purchase paid by bank debit once it clears, and says so on the order while it processes', async () => {
    const db = adminDb();
    await db
      .collection('products')
      .doc('debit-bag')
      .set(productData({ borrow_status: 'Borrowed' }));
    await seedLoan(db, 'debit-bag', 'debit-member', 'debit-order');
    await db
      .collection('orders')
      .doc('debit-order')
      .set(orderData('delivered', { user_id: 'debit-member', bag_id: 'debit-bag' }));
    const session = (paymentStatus: string) => ({
      id: 'cs_debit_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: paymentStatus,
      amount_total: 166_500,
      client_reference_id: 'debit-member',
      metadata: {
        kind: 'purchase',
        uid: 'debit-member',
        order_id: 'debit-order',
        bag_id: 'debit-bag',
        amount: '166500',
      },
    });
    expect(
      await post(event('evt_debit_done', 'checkout.session.completed', session('unpaid'))),
    ).toEqual(applied);
    const processing = (await db.collection('orders').doc('debit-order').get()).data();
    expect(processing).toMatchObject({
      order_status: 'delivered',
      purchase_payment: { status: 'processing', session_id: 'cs_debit_1' },
    });
    expect(
      await post(
        event(
          'evt_debit_ok',
          'checkout.session.async_payment_succeeded',
          session('paid'),
          T0 + 86_400,
        ),
      ),
    ).toEqual(applied);
    const order = (await db.collection('orders').doc('debit-order').get()).data();
    expect(order).toMatchObject({
      order_status: 'completed',
      outcome: 'purchased',
      purchase_payment: null,
      purchase: { amount: 166_500, mode: 'stripe', payment_id: 'cs_debit_1' },
    });
    expect((await db.collection('products').doc('debit-bag').get()).get('status')).toBe('Sold');
  });

  it('a failed bank debit for a purchase leaves the bag on loan and the order saying it failed', async () => {
    const db = adminDb();
    await db
      .collection('products')
      .doc('bounce-bag')
      .set(productData({ borrow_status: 'Borrowed' }));
    await seedLoan(db, 'bounce-bag', 'bounce-member', 'bounce-order');
    await db
      .collection('orders')
      .doc('bounce-order')
      .set(orderData('delivered', { user_id: 'bounce-member', bag_id: 'bounce-bag' }));
    const session = {
      id: 'cs_bounce_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
      amount_total: 166_500,
      metadata: {
        kind: 'purchase',
        uid: 'bounce-member',
        order_id: 'bounce-order',
        bag_id: 'bounce-bag',
        amount: '166500',
      },
    };
    await post(event('evt_bounce_done', 'checkout.session.completed', session));
    expect(
      await post(
        event('evt_bounce_fail', 'checkout.session.async_payment_failed', session, T0 + 86_400),
      ),
    ).toEqual(applied);
    const order = (await db.collection('orders').doc('bounce-order').get()).data();
    expect(order).toMatchObject({
      order_status: 'delivered',
      purchase_payment: { status: 'failed', session_id: 'cs_bounce_1' },
    });
    expect(order?.outcome ?? null).toBeNull();
    const bag = (await db.collection('products').doc('bounce-bag').get()).data();
    expect(bag).toMatchObject({ status: 'Active', borrow_status: 'Borrowed' });
    expect(await holderOf(db, 'bounce-bag')).toBe('bounce-member');
    const activity = await db.collection('activity').get();
    expect(activity.docs.map((d) => String(d.get('action')))).toContainEqual(
      expect.stringContaining('bank payment for Classic Flap Bag failed'),
    );
  });

  it('a membership paid by bank debit converts its invitation once paid, and goes on hold when it fails', async () => {
    const db = adminDb();
    const now = new Date();
    for (const id of ['debit-signup', 'bounce-signup']) {
      await db
        .collection('waitlist_signups')
        .doc(id)
        .set({
          full_name: 'Debit Member',
          email: `${id}@example.com`,
          tier: 'elite',
          status: 'invited',
          submitted_at: now,
          updated_at: now,
        });
      await db
        .collection('invitations')
        .doc(id)
        .set({
          signup_id: id,
          email: `${id}@example.com`,
          full_name: 'Debit Member',
          tier: 'elite',
          token_hash: `hash-${id}`,
          status: 'accepted',
          expires_at: new Date(now.getTime() + 86_400_000),
          created_at: now,
          updated_at: now,
          sent_count: 1,
          invited_by: 'admin@unlimited.test',
          accepted_uid: `${id}-uid`,
          accepted_at: now,
        });
    }
    const checkout = (id: string, paymentStatus: string) => ({
      id: `cs_${id}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: paymentStatus,
      client_reference_id: `${id}-uid`,
      customer: `cus_${id}-uid`,
      subscription: `sub_${id}-uid`,
      metadata: { uid: `${id}-uid`, signup_id: id },
    });
    await post(
      event('evt_ds_done', 'checkout.session.completed', checkout('debit-signup', 'unpaid')),
    );
    expect((await db.collection('invitations').doc('debit-signup').get()).get('status')).toBe(
      'accepted',
    );
    expect(
      await post(
        event(
          'evt_ds_ok',
          'checkout.session.async_payment_succeeded',
          checkout('debit-signup', 'paid'),
          T0 + 86_400,
        ),
      ),
    ).toEqual(applied);
    expect((await db.collection('invitations').doc('debit-signup').get()).get('status')).toBe(
      'converted',
    );

    // Stripe created the membership; its first payment then bounces.
    expect(
      await post(
        event('evt_bs_sub', 'customer.subscription.created', subscription('bounce-signup-uid')),
      ),
    ).toEqual(applied);
    expect(
      await post(
        event(
          'evt_bs_fail',
          'checkout.session.async_payment_failed',
          checkout('bounce-signup', 'unpaid'),
          T0 + 86_400,
        ),
      ),
    ).toEqual(applied);
    expect(await membership('bounce-signup-uid')).toMatchObject({ status: 'past_due' });
    expect((await db.collection('invitations').doc('bounce-signup').get()).get('status')).toBe(
      'accepted',
    );
  });
});
