import { describe, expect, it } from 'vitest';
import {
  CORRECTION_BAG_TAKEN,
  CORRECTION_OF,
  NEXT_ORDER_STATUSES,
  ORDER_CHANGED,
  awaitingReturnMessage,
  correctionLimitMessage,
  decideOrderStatusChange,
  heldBackChange,
  membershipGap,
  shipMembershipNotActiveMessage,
  transitionNotAllowedMessage,
  type OrderStatusChangeFacts,
  type TransitionProduct,
} from '../order-transitions';
import { ORDER_STATUSES, type OrderStatus } from '../orders';

const now = new Date('2026-11-20T10:00:00Z');
const due = new Date('2026-12-10T10:00:00Z');
const shipped = new Date('2026-11-12T10:00:00Z');
const delivered = new Date('2026-11-14T10:00:00Z');

const heldBy = (uid: string, borrow_status: TransitionProduct['borrow_status'] = 'Borrowed') =>
  ({ status: 'Active', borrow_status, borrower: uid, return_date: due }) as const;
const free: TransitionProduct = {
  status: 'Active',
  borrow_status: 'Available',
  borrower: null,
  return_date: null,
};

function facts(
  from: OrderStatus,
  to: OrderStatus,
  over: Partial<OrderStatusChangeFacts> = {},
): OrderStatusChangeFacts {
  return {
    order: {
      user_id: 'member-1',
      order_status: from,
      return_due_date: due,
      shipped_date: from === 'pending_shipment' ? null : shipped,
      delivered_date: ['pending_shipment', 'in_transit'].includes(from) ? null : delivered,
    },
    expectedStatus: from,
    to,
    correction: false,
    product: heldBy('member-1'),
    memberTier: 'reserve',
    membership: 'active',
    otherOrderStatuses: [],
    now,
    ...over,
  };
}

describe('the order lifecycle', () => {
  it('allows only the forward moves of the lifecycle', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const plan = decideOrderStatusChange(facts(from, to));
        expect(plan.ok, `${from} → ${to}`).toBe(NEXT_ORDER_STATUSES[from].includes(to));
        if (!plan.ok) expect(plan.message).toBe(transitionNotAllowedMessage(from, to));
      }
    }
  });

  it('never moves a completed or cancelled order forward', () => {
    expect(NEXT_ORDER_STATUSES.completed).toEqual([]);
    expect(NEXT_ORDER_STATUSES.cancelled).toEqual([]);
    expect(decideOrderStatusChange(facts('completed', 'pending_shipment'))).toMatchObject({
      ok: false,
      message: 'An order cannot go from Completed to Pending Shipment.',
    });
  });

  it('refuses a move made on a stale view of the order', () => {
    const plan = decideOrderStatusChange(
      facts('in_transit', 'delivered', { expectedStatus: 'pending_shipment' }),
    );
    expect(plan).toEqual({ ok: false, reason: 'changed', message: ORDER_CHANGED });
  });

  it('stamps the shipped date on shipping and keeps the bag with the member', () => {
    const plan = decideOrderStatusChange(facts('pending_shipment', 'in_transit'));
    expect(plan).toMatchObject({
      ok: true,
      orderPatch: { order_status: 'in_transit', shipped_date: now, updated_at: now },
      productPatch: null,
      activity: 'moved to In Transit',
    });
  });

  it('puts the bag in Swapping when the return starts and frees it when received', () => {
    const returning = decideOrderStatusChange(facts('active_rental', 'return_pending'));
    expect(returning).toMatchObject({
      ok: true,
      productPatch: { borrow_status: 'Swapping', borrower: 'member-1' },
    });
    const received = decideOrderStatusChange(
      facts('return_pending', 'completed', { product: heldBy('member-1', 'Swapping') }),
    );
    expect(received).toMatchObject({
      ok: true,
      productPatch: { borrow_status: 'Available', borrower: null, return_date: null },
    });
  });

  it('ships the next bag only once the returned one is received, unless the tier allows more', () => {
    const waiting = decideOrderStatusChange(
      facts('pending_shipment', 'in_transit', { otherOrderStatuses: ['return_pending'] }),
    );
    expect(waiting).toEqual({
      ok: false,
      reason: 'awaiting_return',
      message: awaitingReturnMessage('reserve'),
    });
    expect(
      decideOrderStatusChange(
        facts('pending_shipment', 'in_transit', { otherOrderStatuses: ['completed'] }),
      ).ok,
    ).toBe(true);
    expect(
      decideOrderStatusChange(
        facts('pending_shipment', 'in_transit', {
          memberTier: 'crown',
          otherOrderStatuses: ['return_pending'],
        }),
      ).ok,
    ).toBe(true);
  });

  it('ships only to a member whose membership is active, saying why not', () => {
    for (const [membership, why] of [
      ['past_due', "the member's last payment failed"],
      ['paused', "the member's membership is paused"],
      ['canceled', "the member's membership has ended"],
      [null, 'the member has no membership'],
    ] as const) {
      const plan = decideOrderStatusChange(facts('pending_shipment', 'in_transit', { membership }));
      expect(plan).toEqual({
        ok: false,
        reason: 'membership_not_active',
        message: shipMembershipNotActiveMessage(membership),
      });
      expect(shipMembershipNotActiveMessage(membership)).toBe(
        `Membership not active — do not ship: ${why}. Ship it once the membership is active again, or cancel the order.`,
      );
      expect(membershipGap(membership)).toBe(why);
      // The order can still be cancelled, and a bag already out still comes back.
      expect(
        decideOrderStatusChange(facts('pending_shipment', 'cancelled', { membership })).ok,
      ).toBe(true);
      expect(
        decideOrderStatusChange(
          facts('return_pending', 'completed', {
            membership,
            product: heldBy('member-1', 'Swapping'),
          }),
        ).ok,
      ).toBe(true);
    }
    expect(membershipGap('active')).toBeNull();
  });

  it('frees the bag when an unshipped order is cancelled', () => {
    const plan = decideOrderStatusChange(facts('pending_shipment', 'cancelled'));
    expect(plan).toMatchObject({
      ok: true,
      productPatch: { borrow_status: 'Available', borrower: null },
    });
  });
});

describe('corrections', () => {
  it('go exactly one step back, and only when confirmed as a correction', () => {
    for (const from of ORDER_STATUSES) {
      const back = CORRECTION_OF[from];
      if (back === null) continue;
      expect(decideOrderStatusChange(facts(from, back)).ok, `${from} → ${back} unconfirmed`).toBe(
        NEXT_ORDER_STATUSES[from].includes(back),
      );
      const free2 = from === 'completed' || from === 'cancelled' ? free : heldBy('member-1');
      expect(
        decideOrderStatusChange(facts(from, back, { correction: true, product: free2 })).ok,
        `${from} → ${back} corrected`,
      ).toBe(true);
    }
    expect(
      decideOrderStatusChange(
        facts('completed', 'pending_shipment', { correction: true, product: free }),
      ),
    ).toMatchObject({ ok: false, reason: 'not_allowed' });
  });

  it('refuse to reopen an order whose bag another member now holds', () => {
    const plan = decideOrderStatusChange(
      facts('completed', 'return_pending', { correction: true, product: heldBy('member-2') }),
    );
    expect(plan).toEqual({ ok: false, reason: 'bag_taken', message: CORRECTION_BAG_TAKEN });
  });

  it('refuse to reopen an order whose bag was sold (it must not become Borrowed)', () => {
    const plan = decideOrderStatusChange(
      facts('cancelled', 'pending_shipment', {
        correction: true,
        product: { ...free, status: 'Sold' },
      }),
    );
    expect(plan).toMatchObject({ ok: false, reason: 'bag_taken' });
  });

  it('refuse to make an order current when the member is at the tier limit', () => {
    const plan = decideOrderStatusChange(
      facts('cancelled', 'pending_shipment', {
        correction: true,
        product: free,
        otherOrderStatuses: ['active_rental', 'completed'],
      }),
    );
    expect(plan).toEqual({
      ok: false,
      reason: 'bag_limit',
      message: correctionLimitMessage('reserve'),
    });
    expect(correctionLimitMessage('reserve')).toBe(
      'The member already holds 1 bag, the most their Reserve membership allows, so this order cannot become current again.',
    );
  });

  it('let a Crown member with one other bag have a cancelled order reopened', () => {
    const plan = decideOrderStatusChange(
      facts('cancelled', 'pending_shipment', {
        correction: true,
        product: free,
        memberTier: 'crown',
        otherOrderStatuses: ['active_rental'],
      }),
    );
    expect(plan).toMatchObject({
      ok: true,
      productPatch: { borrow_status: 'Borrowed', borrower: 'member-1' },
      activity: 'corrected back to Pending Shipment',
    });
  });

  it('count the limit when a started return is undone', () => {
    const plan = decideOrderStatusChange(
      facts('return_pending', 'active_rental', {
        correction: true,
        product: heldBy('member-1', 'Swapping'),
        otherOrderStatuses: ['pending_shipment'],
      }),
    );
    expect(plan).toMatchObject({ ok: false, reason: 'bag_limit' });
  });

  it('clear the dates of the steps they undo', () => {
    const unship = decideOrderStatusChange(
      facts('in_transit', 'pending_shipment', { correction: true }),
    );
    expect(unship).toMatchObject({
      ok: true,
      orderPatch: { shipped_date: null, delivered_date: null },
    });
    const undeliver = decideOrderStatusChange(
      facts('delivered', 'in_transit', { correction: true }),
    );
    expect(undeliver).toMatchObject({ ok: true, orderPatch: { delivered_date: null } });
    expect(undeliver.ok && 'shipped_date' in undeliver.orderPatch).toBe(false);
  });

  it('put a reopened return back in Swapping with the member', () => {
    const plan = decideOrderStatusChange(
      facts('completed', 'return_pending', { correction: true, product: free }),
    );
    expect(plan).toMatchObject({
      ok: true,
      productPatch: { borrow_status: 'Swapping', borrower: 'member-1', return_date: due },
    });
  });
});

describe('heldBackChange: the held_back flag of an order waiting to ship', () => {
  const pending = { order_status: 'pending_shipment' } as const;

  it('holds an order waiting to ship while the membership is not active, and releases it', () => {
    for (const membership of ['past_due', 'paused', 'canceled', null] as const) {
      expect(heldBackChange(pending, membership)).toBe(true);
      expect(heldBackChange({ ...pending, held_back: true }, membership)).toBeNull();
    }
    expect(heldBackChange({ ...pending, held_back: true }, 'active')).toBe(false);
    // A missing flag reads as not held.
    expect(heldBackChange(pending, 'active')).toBeNull();
  });

  it('clears the flag of an order that no longer waits to ship', () => {
    expect(heldBackChange({ order_status: 'cancelled', held_back: true }, 'paused')).toBe(false);
    expect(heldBackChange({ order_status: 'in_transit' }, 'paused')).toBeNull();
  });
});
