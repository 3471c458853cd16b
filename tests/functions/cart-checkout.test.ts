/**
 * The Cart's one Checkout through the Functions emulator (demo billing): refused items
 * charge nothing and are named; two bags and an add-on are one charge with one receipt,
 * both orders Purchased and both bags Sold; a double submit charges once; an add-on alone
 * is an add-on charge, not a bag bought. Then Stripe:
 * the Checkout Session has a line item per bag (against a local stub of Stripe's API),
 * and the signed `checkout.session.completed`, delivered twice, completes them once.
 */
import { describe, expect, it } from 'vitest';
import { cartPurchases, PURCHASE_CLOSED } from '@unlimited/domain';
import { joinCartAddOns } from '../../functions/src/billing/cart-add-ons';
import { checkoutCart } from '../../functions/src/billing/cart-checkout';
import {
  adminDb,
  holderOf,
  seedMember,
  seedProduct,
  signedInCaller,
  waitFor,
  warmUpCallable,
  useFreshEmulators,
} from './helpers';
import {
  checkoutSession,
  deliveredOrder,
  deliverToWebhook,
  paidSessionEvent,
  STUB_PRICES as PRICES,
  useStripeStub,
} from './fixtures';

useFreshEmulators();

async function chargesOf(uid: string) {
  const snap = await adminDb().collection('charges').where('user_id', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

let keyCount = 0;
const newKey = () => `test_key_${String(++keyCount).padStart(8, '0')}`;

describe('checkoutCart in demo billing', () => {
  it(
    'charges nothing when a bag is no longer hers, then buys two bags and an add-on in one charge, once',
    { timeout: 300_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'cart-a', { price: 285_000 });
      await seedProduct(db, 'cart-b', { price: 100_000, title: 'Returned Tote' });
      await seedProduct(db, 'cart-c', { price: 200_000 });
      await seedMember(db, 'carter', 'crown');
      const carter = await signedInCaller('carter');
      const admin = await signedInCaller('carter-admin', { admin: true });
      await warmUpCallable(carter, 'checkoutCart', { idempotencyKey: newKey() }, 1);

      const a = await deliveredOrder(carter, admin, 'cart-a');
      const c = await deliveredOrder(carter, admin, 'cart-c');
      // B went back earlier (its order closed): she no longer holds it.
      const b = 'cart-order-returned';
      await db
        .collection('orders')
        .doc(b)
        .set({
          ...(await db.collection('orders').doc(a).get()).data(),
          bag_id: 'cart-b',
          bag_name: 'Returned Tote',
          order_status: 'completed',
        });
      const refused = carter.call('checkoutCart', {
        orderIds: [a, b],
        addOns: ['full_coverage'],
        idempotencyKey: newKey(),
      });
      await expect(refused).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: `Chanel Returned Tote: ${PURCHASE_CLOSED}`,
        details: { itemId: b },
      });
      // Nothing charged, nothing bought, no add-on.
      expect(await chargesOf('carter')).toEqual([]);
      for (const id of [a, c]) {
        expect((await db.collection('orders').doc(id).get()).get('order_status')).toBe('delivered');
      }
      expect((await db.collection('subscriptions').doc('carter').get()).get('add_ons')).toEqual({
        full_coverage: false,
        select_access: false,
      });

      const input = {
        orderIds: [a, c],
        addOns: ['full_coverage' as const],
        idempotencyKey: newKey(),
      };
      // A double click: both requests carry the same key.
      const [first, second] = await Promise.allSettled([
        carter.call('checkoutCart', input),
        carter.call('checkoutCart', input),
      ]);
      const done = [first, second].filter((r) => r.status === 'fulfilled');
      expect(done.length).toBeGreaterThanOrEqual(1);
      for (const r of [first, second]) {
        if (r.status === 'rejected') {
          expect(r.reason).toMatchObject({ code: 'functions/aborted' });
        }
      }
      const result = (done[0] as PromiseFulfilledResult<unknown>).value as {
        mode: string;
        chargeId: string;
        lines: { id: string; cents: number }[];
        totalCents: number;
      };
      expect(result).toMatchObject({ mode: 'demo' });
      // Crown member prices; the add-on at what joining it today charges.
      expect(result.lines.map((line) => [line.id, line.cents])).toEqual([
        [a, 185_300],
        [c, 130_000],
        ['full_coverage', expect.any(Number)],
      ]);
      const addOnCents = result.lines[2]!.cents;
      expect(addOnCents).toBeGreaterThan(0);
      expect(addOnCents).toBeLessThanOrEqual(1900);
      expect(result.totalCents).toBe(185_300 + 130_000 + addOnCents);
      // The same key again answers the same Checkout and charges nothing more.
      expect(await carter.call('checkoutCart', input)).toEqual(result);

      const charges = await chargesOf('carter');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({
        id: result.chargeId,
        kind: 'purchase',
        status: 'paid',
        mode: 'demo',
        amount_cents: result.totalCents,
        order_id: a,
        order_ids: [a, c],
        lines: [
          { label: 'Chanel Test Bag cart-a', cents: 185_300 },
          { label: 'Chanel Test Bag cart-c', cents: 130_000 },
          { label: 'Full Coverage Protection (rest of this period)', cents: addOnCents },
        ],
      });
      const receipts = await db
        .collection('mail')
        .where('meta.kind', '==', 'receipt')
        .where('meta.user_id', '==', 'carter')
        .get();
      expect(receipts.size).toBe(1);
      for (const [orderId, bagId] of [
        [a, 'cart-a'],
        [c, 'cart-c'],
      ] as const) {
        expect((await db.collection('orders').doc(orderId).get()).data()).toMatchObject({
          order_status: 'completed',
          outcome: 'purchased',
          purchase: { mode: 'demo' },
        });
        expect((await db.collection('mail').doc(`purchase-${orderId}`).get()).exists).toBe(true);
        await waitFor(`${bagId} Sold with no borrower`, async () => {
          const bag = (await db.collection('products').doc(bagId).get()).data();
          return bag?.status === 'Sold' && (await holderOf(db, bagId)) === null ? bag : undefined;
        });
      }
      const sub = (await db.collection('subscriptions').doc('carter').get()).data();
      expect(sub?.add_ons).toEqual({ full_coverage: true, select_access: false });
      // The add-on has no charge of its own: the Checkout's receipt lists it.
      expect((await chargesOf('carter')).map((charge) => charge.id)).toEqual([result.chargeId]);
    },
  );

  it(
    'records a Checkout of an add-on alone as an add-on charge, not as a bag bought',
    { timeout: 120_000 },
    async () => {
      const db = adminDb();
      await seedMember(db, 'adder', 'elite');
      const adder = await signedInCaller('adder');
      const result = (await adder.call('checkoutCart', {
        orderIds: [],
        addOns: ['select_access'],
        idempotencyKey: newKey(),
      })) as { chargeId: string; totalCents: number };
      const charges = await chargesOf('adder');
      expect(charges).toEqual([
        expect.objectContaining({
          id: result.chargeId,
          kind: 'add_on',
          description: 'Select Access (rest of this period) added',
          amount_cents: result.totalCents,
          order_id: null,
          order_ids: [],
        }),
      ]);
      expect((await db.collection('subscriptions').doc('adder').get()).get('add_ons')).toEqual({
        full_coverage: false,
        select_access: true,
      });
      // The Cart's past purchases (bags bought) leave it out.
      expect(cartPurchases(charges as unknown as Parameters<typeof cartPurchases>[0])).toEqual([]);
    },
  );
});

describe('checkoutCart with Stripe, and the webhook', () => {
  /** What `GET /v1/subscriptions/:id` answers: the member's subscription at Stripe. */
  let subscriptionItems: { price: string; metadata: Record<string, string> }[] = [];
  /** When the subscription's current period began at Stripe (Unix seconds). */
  let periodStart = Math.floor(Date.now() / 1000) - 10 * 86_400;
  /** The id of the Checkout Session the stub makes. */
  let sessionId = 'cs_test_cart';
  const stripeSubscription = () => ({
    id: 'sub_adder',
    object: 'subscription',
    status: 'active',
    items: {
      object: 'list',
      data: subscriptionItems.map((item, i) => ({
        id: `si_${i}`,
        object: 'subscription_item',
        price: { id: item.price, object: 'price' },
        metadata: item.metadata,
        current_period_start: periodStart,
      })),
    },
  });
  const stripe = useStripeStub(({ method, path, form }) => {
    if (!path.startsWith('/v1/subscriptions/')) return checkoutSession(sessionId);
    if (method === 'POST') {
      // The items an update adds (`items[n][price]`, `items[n][metadata][…]`).
      for (let i = 0; form.has(`items[${i}][price]`); i++) {
        subscriptionItems.push({
          price: form.get(`items[${i}][price]`) ?? '',
          metadata: { cart_session: form.get(`items[${i}][metadata][cart_session]`) ?? '' },
        });
      }
    }
    return stripeSubscription();
  });
  const { received } = stripe;

  const secret = 'whsec_cart_test';
  const stripeDeps = () => ({
    mode: 'stripe' as const,
    stripe: stripe.client,
    prices: PRICES,
    siteUrl: 'https://unlimited.test',
  });

  /** Delivers `payload` to the webhook as Stripe would (signed), wired as deployed. */
  function deliverEvent(payload: string) {
    const db = adminDb();
    return deliverToWebhook(payload, {
      db,
      secret,
      prices: PRICES,
      joinCartAddOns: (event) => joinCartAddOns(db, stripe.client, PRICES, event),
    });
  }

  it(
    'opens one Checkout with a line item per bag and completes every bag once from the signed event',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await seedProduct(db, 'stripe-cart-a', { price: 285_000 });
      await seedProduct(db, 'stripe-cart-b', { price: 100_000 });
      await seedMember(db, 'stripe-carter', 'crown');
      await db
        .collection('subscriptions')
        .doc('stripe-carter')
        .update({ billing_customer_id: 'cus_carter' });
      const carter = await signedInCaller('stripe-carter');
      const admin = await signedInCaller('stripe-cart-admin', { admin: true });
      const a = await deliveredOrder(carter, admin, 'stripe-cart-a');
      const b = await deliveredOrder(carter, admin, 'stripe-cart-b');

      const deps = stripeDeps();
      const key = newKey();
      const calledAt = Date.now();
      const result = await checkoutCart(db, deps, 'stripe-carter', {
        orderIds: [a, b],
        addOns: [],
        idempotencyKey: key,
      });
      expect(result).toMatchObject({
        mode: 'stripe',
        url: 'https://checkout.stripe.com/c/pay/cs_test_cart',
        totalCents: 185_300 + 65_000,
      });
      expect(received).toHaveLength(1);
      const { path, form } = received[0]!;
      expect(path).toBe('/v1/checkout/sessions');
      expect(received[0]!.key).toBe(
        `checkout-cart-stripe-carter-${key}-${received[0]!.form.get('expires_at')}`,
      );
      expect(form.get('mode')).toBe('payment');
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('185300');
      expect(form.get('line_items[1][price_data][unit_amount]')).toBe('65000');
      expect(form.get('line_items[2][price_data][unit_amount]')).toBeNull();
      expect(form.get('customer')).toBe('cus_carter');
      expect(form.get('metadata[order_ids]')).toBe(`${a},${b}`);
      expect(form.get('metadata[amounts]')).toBe('185300,65000');
      expect(form.get('success_url')).toBe('https://unlimited.test/cart?checkout=success');
      // Payable for about half an hour (31 to 36 minutes), not Stripe's default day: priced
      // now. Measured from before the call, which may take a while on a busy machine.
      const expiresAt = Number(form.get('expires_at'));
      expect(expiresAt % 300).toBe(0);
      expect(expiresAt - calledAt / 1000).toBeGreaterThanOrEqual(31 * 60);
      expect(expiresAt - calledAt / 1000).toBeLessThanOrEqual(36 * 60 + 240);
      // A second click of the same Checkout gets the same page, without a second session.
      expect(
        await checkoutCart(db, deps, 'stripe-carter', {
          orderIds: [a, b],
          addOns: [],
          idempotencyKey: key,
        }),
      ).toEqual(result);
      expect(received).toHaveLength(1);

      const paid = paidSessionEvent({
        id: 'evt_cart_1',
        uid: 'stripe-carter',
        sessionId: 'cs_test_cart',
        form,
        amountTotal: 250_300,
      });
      const deliver = () => deliverEvent(paid);
      expect(await deliver()).toEqual({
        status: 200,
        body: { received: true, outcome: 'applied' },
      });
      expect(await deliver()).toEqual({
        status: 200,
        body: { received: true, outcome: 'duplicate' },
      });
      for (const [orderId, amount] of [
        [a, 185_300],
        [b, 65_000],
      ] as const) {
        expect((await db.collection('orders').doc(orderId).get()).data()).toMatchObject({
          order_status: 'completed',
          outcome: 'purchased',
          purchase: { amount, mode: 'stripe', payment_id: 'cs_test_cart' },
        });
      }
      for (const bagId of ['stripe-cart-a', 'stripe-cart-b']) {
        expect((await db.collection('products').doc(bagId).get()).get('status')).toBe('Sold');
      }
      const charges = await chargesOf('stripe-carter');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({
        id: 'pay_cs_test_cart',
        amount_cents: 250_300,
        payment_intent_id: 'pi_cs_test_cart',
        order_ids: [a, b],
        lines: [
          { label: 'Chanel Test Bag stripe-cart-a', cents: 185_300 },
          { label: 'Chanel Test Bag stripe-cart-b', cents: 65_000 },
        ],
      });
    },
  );

  it(
    'charges a bag and an add-on on one Checkout; the add-on joins the subscription only once it is paid, once',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      received.length = 0;
      sessionId = 'cs_adder';
      subscriptionItems = [{ price: PRICES.elite, metadata: {} }];
      await seedProduct(db, 'stripe-adder-bag', { price: 100_000 });
      await seedMember(db, 'stripe-adder', 'elite');
      await db.collection('subscriptions').doc('stripe-adder').update({
        billing_mode: 'stripe',
        billing_customer_id: 'cus_adder',
        billing_subscription_id: 'sub_adder',
      });
      const adder = await signedInCaller('stripe-adder');
      const admin = await signedInCaller('stripe-adder-admin', { admin: true });
      const orderId = await deliveredOrder(adder, admin, 'stripe-adder-bag');

      const result = await checkoutCart(db, stripeDeps(), 'stripe-adder', {
        orderIds: [orderId],
        addOns: ['full_coverage'],
        idempotencyKey: newKey(),
      });
      expect(result.mode).toBe('stripe');
      const [bagLine, addOnLine] = result.lines;
      expect(bagLine).toMatchObject({ kind: 'bag', id: orderId });
      expect(addOnLine).toMatchObject({ kind: 'add_on', id: 'full_coverage' });
      expect(addOnLine!.cents).toBeGreaterThan(0);
      // Only the Checkout was asked for: nothing joins the membership before it is paid.
      expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
      const { form } = received[0]!;
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(bagLine!.cents));
      expect(form.get('line_items[1][price_data][unit_amount]')).toBe(String(addOnLine!.cents));
      expect(form.get('line_items[1][price_data][product_data][name]')).toBe(
        'Full Coverage Protection (rest of this period)',
      );
      expect(form.get('metadata[add_ons]')).toBe('full_coverage');
      expect(form.get('metadata[add_on_amounts]')).toBe(String(addOnLine!.cents));
      expect(form.get('payment_intent_data[metadata][add_ons]')).toBe('full_coverage');

      const paid = paidSessionEvent({
        id: 'evt_adder_1',
        uid: 'stripe-adder',
        sessionId: 'cs_adder',
        form,
        amountTotal: result.totalCents,
      });
      expect(await deliverEvent(paid)).toEqual({
        status: 200,
        body: { received: true, outcome: 'applied' },
      });
      const updates = received.filter(
        (r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_adder',
      );
      expect(updates).toHaveLength(1);
      expect(updates[0]!.form.get('items[0][price]')).toBe(PRICES.full_coverage);
      expect(updates[0]!.form.get('items[0][metadata][cart_session]')).toBe('cs_adder');
      expect(updates[0]!.form.get('items[1][price]')).toBeNull();
      // The Checkout charged the rest of this period: Stripe prorates nothing again.
      expect(updates[0]!.form.get('proration_behavior')).toBe('none');
      expect(updates[0]!.key).toBe('cart-add-ons-cs_adder');
      const charge = (await db.collection('charges').doc('pay_cs_adder').get()).data();
      expect(charge?.add_ons_joined_at).toBeDefined();
      expect(charge?.add_ons_joined_at).not.toBeNull();
      expect(charge?.amount_cents).toBe(result.totalCents);

      // Stripe's redelivery is a duplicate and adds nothing twice.
      expect(await deliverEvent(paid)).toEqual({
        status: 200,
        body: { received: true, outcome: 'duplicate' },
      });
      expect(
        received.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_adder'),
      ).toHaveLength(1);
    },
  );

  /**
   * The signed event of a paid Cart Checkout of member `name` (an Elite member billed by
   * Stripe as `sub_adder`, seeded here): a bag of $500 and Full Coverage at `addOnCents`.
   */
  async function paidAddOnCheckout(name: string, addOnCents: number, sessionCreated?: number) {
    const db = adminDb();
    const uid = `stripe-${name}`;
    await seedMember(db, uid, 'elite');
    await db.collection('subscriptions').doc(uid).update({
      billing_mode: 'stripe',
      billing_subscription_id: 'sub_adder',
    });
    const form = new URLSearchParams({
      'metadata[kind]': 'purchase',
      'metadata[uid]': uid,
      'metadata[order_ids]': `${name}-order`,
      'metadata[bag_ids]': `${name}-bag`,
      'metadata[amounts]': '50000',
      'metadata[add_ons]': 'full_coverage',
      'metadata[add_on_amounts]': String(addOnCents),
    });
    return paidSessionEvent({
      id: `evt_${name}_1`,
      uid,
      sessionId: `cs_${name}`,
      form,
      amountTotal: 50_000 + addOnCents,
      ...(sessionCreated === undefined ? {} : { sessionCreated }),
    });
  }

  /** The activity lines naming Checkout `sessionId`. */
  async function activityOf(sessionId: string): Promise<string[]> {
    const activity = await adminDb().collection('activity').get();
    return activity.docs
      .map((doc) => String(doc.get('action')))
      .filter((action) => action.includes(sessionId));
  }

  it(
    'tells admins to refund an add-on a paid Checkout could not add (it was on already)',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      received.length = 0;
      // Added meanwhile on its own: Stripe's subscription has it, from no Checkout.
      subscriptionItems = [
        { price: PRICES.elite, metadata: {} },
        { price: PRICES.full_coverage, metadata: {} },
      ];
      const paid = await paidAddOnCheckout('twice', 1200);
      expect((await deliverEvent(paid)).status).toBe(200);
      expect(received.filter((r) => r.method === 'POST')).toHaveLength(0);
      const charge = (await db.collection('charges').doc('pay_cs_twice').get()).data();
      expect(charge?.add_ons_joined_at).not.toBeNull();
      expect(await activityOf('cs_twice')).toEqual(
        expect.arrayContaining([
          'Payment cs_twice: Full Coverage Protection ($12) could not join the membership (it was already on the membership): refund that line',
        ]),
      );
    },
  );

  it(
    'tells admins to refund an add-on whose Checkout was paid after the membership renewed',
    { timeout: 240_000 },
    async () => {
      received.length = 0;
      subscriptionItems = [{ price: PRICES.elite, metadata: {} }];
      const made = Math.floor(Date.now() / 1000) - 20 * 60;
      // The renewal came ten minutes after the Checkout priced "the rest of this period".
      periodStart = made + 10 * 60;
      const paid = await paidAddOnCheckout('late', 40, made);
      expect((await deliverEvent(paid)).status).toBe(200);
      // Nothing joins the subscription: the 40 cents paid for the period that ended.
      expect(received.filter((r) => r.method === 'POST')).toHaveLength(0);
      expect(await activityOf('cs_late')).toEqual(
        expect.arrayContaining([
          'Payment cs_late: Full Coverage Protection ($0.40) could not join the membership (the membership renewed after the Checkout priced the rest of its period): refund that line',
        ]),
      );
      periodStart = Math.floor(Date.now() / 1000) - 10 * 86_400;
    },
  );
});
