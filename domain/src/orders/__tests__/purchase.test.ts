import { describe, expect, it } from 'vitest';
import {
  BAG_ALREADY_SOLD,
  PURCHASE_MEMBERSHIP_PAUSED,
  PURCHASE_NOT_YET,
  PURCHASE_NOT_YOURS,
  PURCHASE_PAST_DUE,
  PURCHASE_RETURNING,
  PURCHASE_PAYMENT_PROCESSING,
  decidePurchase,
  purchaseCompletion,
  purchaseConfirmationMail,
  type PurchaseFacts,
} from '../purchase';

const now = new Date('2026-03-01T12:00:00Z');
const order = {
  user_id: 'u1',
  order_status: 'delivered',
  bag_id: 'bag1',
  bag_retail_price: 285000,
  outcome: null,
} as const;
const product = { status: 'Active', price: 285000, borrower: 'u1' } as const;
const facts: PurchaseFacts = {
  uid: 'u1',
  order,
  product,
  subscription: { status: 'active', plan_name: 'elite' },
};

describe('decidePurchase', () => {
  it('sells the member their current bag at the member price of their tier', () => {
    expect(decidePurchase(facts)).toEqual({ ok: true, amount: 195000, tier: 'elite' });
    expect(
      decidePurchase({ ...facts, subscription: { status: 'active', plan_name: 'crown' } }),
    ).toMatchObject({ ok: true, amount: 185300 });
    expect(
      decidePurchase({ ...facts, order: { ...order, order_status: 'active_rental' } }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a second purchase while a bank payment for the bag is processing, not after it failed', () => {
    const payment = { session_id: 'cs_1', updated_at: new Date('2026-11-20T00:00:00Z') };
    expect(
      decidePurchase({
        ...facts,
        order: { ...order, purchase_payment: { ...payment, status: 'processing' } },
      }),
    ).toMatchObject({ ok: false, reason: 'processing', message: PURCHASE_PAYMENT_PROCESSING });
    expect(
      decidePurchase({
        ...facts,
        order: { ...order, purchase_payment: { ...payment, status: 'failed' } },
      }),
    ).toMatchObject({ ok: true });
  });

  it('refuses another member’s order or a bag they no longer hold', () => {
    expect(decidePurchase({ ...facts, uid: 'u2' })).toMatchObject({
      ok: false,
      message: PURCHASE_NOT_YOURS,
    });
    expect(decidePurchase({ ...facts, product: { ...product, borrower: 'u2' } })).toMatchObject({
      ok: false,
      message: PURCHASE_NOT_YOURS,
    });
    expect(decidePurchase({ ...facts, order: null })).toMatchObject({
      ok: false,
      reason: 'order_not_found',
    });
  });

  it('refuses a sold bag, one not yet delivered, and one on its way back', () => {
    expect(decidePurchase({ ...facts, product: { ...product, status: 'Sold' } })).toMatchObject({
      message: BAG_ALREADY_SOLD,
    });
    expect(decidePurchase({ ...facts, order: { ...order, outcome: 'purchased' } })).toMatchObject({
      message: BAG_ALREADY_SOLD,
    });
    expect(
      decidePurchase({ ...facts, order: { ...order, order_status: 'in_transit' } }),
    ).toMatchObject({ message: PURCHASE_NOT_YET });
    expect(
      decidePurchase({ ...facts, order: { ...order, order_status: 'return_pending' } }),
    ).toMatchObject({ message: PURCHASE_RETURNING });
    expect(
      decidePurchase({ ...facts, order: { ...order, order_status: 'completed' } }),
    ).toMatchObject({ reason: 'closed' });
  });

  it('refuses a paused, past-due or cancelled membership', () => {
    const withStatus = (status: 'paused' | 'past_due' | 'canceled') =>
      decidePurchase({ ...facts, subscription: { status, plan_name: 'elite' } });
    expect(withStatus('paused')).toMatchObject({ message: PURCHASE_MEMBERSHIP_PAUSED });
    expect(withStatus('past_due')).toMatchObject({ message: PURCHASE_PAST_DUE });
    expect(withStatus('canceled')).toMatchObject({ reason: 'no_membership' });
    expect(decidePurchase({ ...facts, subscription: null })).toMatchObject({
      reason: 'no_membership',
    });
  });
});

describe('purchaseCompletion', () => {
  const paid = { amount: 195000, paid_at: now, payment_id: 'cs_1', mode: 'demo' } as const;
  const bag = { ...product, borrow_status: 'Borrowed' } as const;

  it('completes the order as Purchased and ends the loan of a Sold bag', () => {
    expect(purchaseCompletion(order, bag, paid, now)).toEqual({
      ok: true,
      orderPatch: {
        order_status: 'completed',
        outcome: 'purchased',
        purchase: paid,
        purchase_payment: null,
        updated_at: now,
      },
      productPatch: {
        status: 'Sold',
        borrow_status: 'Available',
        borrower: null,
        return_date: null,
        updated_at: now,
      },
    });
  });

  it('applies a payment once and never sells a bag twice', () => {
    const bought = { ...order, outcome: 'purchased' as const, purchase: paid };
    expect(purchaseCompletion(bought, bag, paid, now)).toEqual({
      ok: false,
      reason: 'already_purchased',
    });
    // Security review (low): a second paid session for the bag was taken as a replay.
    expect(purchaseCompletion(bought, bag, { ...paid, payment_id: 'cs_second' }, now)).toEqual({
      ok: false,
      reason: 'paid_twice',
    });
    expect(purchaseCompletion(order, { ...bag, status: 'Sold' }, paid, now)).toEqual({
      ok: false,
      reason: 'sold_elsewhere',
    });
    expect(purchaseCompletion(order, { ...bag, borrower: 'u2' }, paid, now)).toEqual({
      ok: false,
      reason: 'sold_elsewhere',
    });
  });

  // Security review: a Checkout left open while the member sent the bag back.
  it('does not sell a bag that went back since the Checkout opened: its payment is refunded', () => {
    for (const orderStatus of ['return_pending', 'completed', 'cancelled'] as const) {
      expect(purchaseCompletion({ ...order, order_status: orderStatus }, bag, paid, now)).toEqual({
        ok: false,
        reason: 'returned',
      });
    }
    expect(purchaseCompletion(order, { ...bag, borrower: null }, paid, now)).toEqual({
      ok: false,
      reason: 'returned',
    });
  });
});

describe('purchaseConfirmationMail', () => {
  it('tells the member what they paid, labels a demo purchase and escapes the bag name', () => {
    const mail = purchaseConfirmationMail(
      'o1',
      { user_id: 'u1', bag_brand: 'Chanel', bag_name: 'Flap <b>' },
      'ann@example.com',
      { amount: 195000, mode: 'demo' },
      'https://site.test/orders',
      now,
    );
    expect(mail.to).toBe('ann@example.com');
    expect(mail.meta).toEqual({ kind: 'purchase', order_id: 'o1', user_id: 'u1' });
    expect(mail.message.subject).toBe('The Chanel Flap <b> is yours');
    expect(mail.message.text).toContain('$1,950.00');
    expect(mail.message.text).toContain('demo purchase: no card was charged');
    expect(mail.message.html).toContain('Flap &lt;b&gt;');
  });
});
