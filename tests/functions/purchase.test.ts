/**
 * Buy to keep through the Functions emulator: refusals, the demo purchase end to end
 * (the bag Sold and out of circulation, the order Purchased, the email queued, the swap
 * slot free), and the Stripe path: the Checkout request against a local stub of Stripe's
 * API, then the signed webhook event (with a replay) applied to the emulator's Firestore.
 */
import { describe, expect, it } from 'vitest';
import {
  BAG_ALREADY_SOLD,
  PURCHASE_MEMBERSHIP_PAUSED,
  PURCHASE_NOT_YET,
  PURCHASE_NOT_YOURS,
  PURCHASE_PAST_DUE,
} from '@unlimited/domain';
import { startPurchase } from '../../functions/src/billing/start-purchase';
import {
  adminDb,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  warmUpCallable,
  useFreshEmulators,
  holderOf,
} from './helpers';
import {
  checkoutSession,
  deliveredOrder,
  deliverToWebhook,
  paidSessionEvent,
  STUB_PRICES,
  useStripeStub,
} from './fixtures';

useFreshEmulators();

describe('startPurchase in demo billing', () => {
  it(
    'refuses what may not be bought, then sells the member their bag end to end',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      // Within $2,000: below Crown, a dearer bag cannot be chosen.
      await seedProduct(db, 'kept-bag', { price: 195_000, access_levels: 'Any' });
      await seedProduct(db, 'next-bag', { price: 100_000 });
      await seedMember(db, 'keeper', 'reserve');
      await seedMember(db, 'other-member', 'reserve');
      const keeper = await signedInCaller('keeper');
      const other = await signedInCaller('other-member');
      const admin = await signedInCaller('keeper-admin', { admin: true });
      await warmUpCallable(keeper, 'startPurchase', { orderId: '' }, 1);

      const { orderId } = await keeper.call('createOrder', { bagId: 'kept-bag' });
      // Not delivered yet.
      await expect(keeper.call('startPurchase', { orderId })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: PURCHASE_NOT_YET,
      });
      for (const [from, to] of [
        ['pending_shipment', 'in_transit'],
        ['in_transit', 'delivered'],
      ] as const) {
        await admin.call('updateOrder', {
          orderId,
          expected_status: from,
          order_status: to,
          tracking_number: '1Z999',
        });
      }
      // Someone else's order.
      await expect(other.call('startPurchase', { orderId })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: PURCHASE_NOT_YOURS,
      });
      // A paused, then a past-due membership.
      const subscription = db.collection('subscriptions').doc('keeper');
      await subscription.update({ status: 'paused' });
      await expect(keeper.call('startPurchase', { orderId })).rejects.toMatchObject({
        message: PURCHASE_MEMBERSHIP_PAUSED,
      });
      await subscription.update({ status: 'past_due' });
      await expect(keeper.call('startPurchase', { orderId })).rejects.toMatchObject({
        message: PURCHASE_PAST_DUE,
      });
      await subscription.update({ status: 'active' });

      // The client sends no price: the member price of the bag and tier is charged.
      const result = await keeper.call('startPurchase', { orderId });
      expect(result).toEqual({ mode: 'demo', orderId, amount: 133_400 });

      const order = (await db.collection('orders').doc(orderId).get()).data();
      expect(order).toMatchObject({
        order_status: 'completed',
        outcome: 'purchased',
        purchase: { amount: 133_400, mode: 'demo' },
      });
      const mail = (await db.collection('mail').doc(`purchase-${orderId}`).get()).data();
      expect(mail).toMatchObject({
        to: 'keeper@integration.test',
        meta: { kind: 'purchase', order_id: orderId, user_id: 'keeper' },
      });
      expect(String(mail?.message?.text)).toContain('$1,334.00');

      // The order trigger has run on the completed order, and the bag stays Sold with no
      // borrower (it never comes back as Available in the catalogue).
      await waitFor('the order trigger to settle', async () => {
        const bag = (await db.collection('products').doc('kept-bag').get()).data();
        return bag?.status === 'Sold' && (await holderOf(db, 'kept-bag')) === null
          ? bag
          : undefined;
      });
      const bag = (await db.collection('products').doc('kept-bag').get()).data();
      expect(bag).toMatchObject({ status: 'Sold', return_date: null });
      expect(bag).not.toHaveProperty('current_borrower');

      // Bought once: a second purchase is refused.
      await expect(keeper.call('startPurchase', { orderId })).rejects.toMatchObject({
        message: BAG_ALREADY_SOLD,
      });
      // The swap slot is free: a Reserve member (one bag at a time) orders the next bag.
      const next = await keeper.call('createOrder', { bagId: 'next-bag' });
      expect(next.orderId).toBeTruthy();
    },
  );
});

describe('startPurchase with Stripe, and the webhook', () => {
  const stripe = useStripeStub(() => checkoutSession('cs_test_purchase'));

  it(
    'opens a payment Checkout at the member price and completes the purchase once from the signed event',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'stripe-bag', { price: 285_000 });
      await seedMember(db, 'stripe-keeper', 'crown');
      await db.collection('subscriptions').doc('stripe-keeper').update({
        billing_customer_id: 'cus_keeper',
      });
      const keeper = await signedInCaller('stripe-keeper');
      const admin = await signedInCaller('stripe-admin', { admin: true });
      const orderId = await deliveredOrder(keeper, admin, 'stripe-bag');

      const deps = {
        mode: 'stripe' as const,
        stripe: stripe.client,
        prices: STUB_PRICES,
        siteUrl: 'https://unlimited.test',
      };
      const calledAt = Date.now();
      const result = await startPurchase(db, deps, 'stripe-keeper', orderId);
      expect(result).toEqual({
        mode: 'stripe',
        url: 'https://checkout.stripe.com/c/pay/cs_test_purchase',
        amount: 185_300,
      });
      expect(stripe.received).toHaveLength(1);
      const { path, form } = stripe.received[0]!;
      expect(path).toBe('/v1/checkout/sessions');
      expect(form.get('mode')).toBe('payment');
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('185300');
      expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(form.get('line_items[0][quantity]')).toBe('1');
      expect(form.get('customer')).toBe('cus_keeper');
      expect(form.get('client_reference_id')).toBe('stripe-keeper');
      expect(form.get('metadata[kind]')).toBe('purchase');
      expect(form.get('metadata[order_id]')).toBe(orderId);
      expect(form.get('metadata[amount]')).toBe('185300');
      // Payable for about half an hour (31 to 36 minutes), not Stripe's default day: priced
      // now. Measured from before the call, which may take a while on a busy machine.
      const expiresAt = Number(form.get('expires_at'));
      expect(expiresAt % 300).toBe(0);
      expect(expiresAt - calledAt / 1000).toBeGreaterThanOrEqual(31 * 60);
      expect(expiresAt - calledAt / 1000).toBeLessThanOrEqual(36 * 60 + 240);
      // Nothing changed until Stripe says the payment went through.
      expect((await db.collection('orders').doc(orderId).get()).get('order_status')).toBe(
        'delivered',
      );

      const secret = 'whsec_purchase_test';
      const payload = paidSessionEvent({
        id: 'evt_purchase_1',
        uid: 'stripe-keeper',
        sessionId: 'cs_test_purchase',
        form,
        amountTotal: 185_300,
      });
      const deliver = (signWith: string) =>
        deliverToWebhook(payload, { db, secret, prices: STUB_PRICES }, signWith);

      expect(await deliver('whsec_wrong')).toMatchObject({ status: 400 });
      expect((await db.collection('orders').doc(orderId).get()).get('order_status')).toBe(
        'delivered',
      );
      expect(await deliver(secret)).toEqual({
        status: 200,
        body: { received: true, outcome: 'applied' },
      });
      expect(await deliver(secret)).toEqual({
        status: 200,
        body: { received: true, outcome: 'duplicate' },
      });

      const order = (await db.collection('orders').doc(orderId).get()).data();
      expect(order).toMatchObject({
        order_status: 'completed',
        outcome: 'purchased',
        purchase: { amount: 185_300, mode: 'stripe', payment_id: 'cs_test_purchase' },
      });
      expect((await db.collection('products').doc('stripe-bag').get()).data()).toMatchObject({
        status: 'Sold',
      });
      expect(await holderOf(db, 'stripe-bag')).toBeNull();
      const mails = await db.collection('mail').where('meta.order_id', '==', orderId).get();
      expect(mails.size).toBe(1);
    },
  );
});
