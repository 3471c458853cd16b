import { describe, expect, it } from 'vitest';
import {
  queueEntryTierLabel,
  queueTierChanges,
  MAX_QUEUES_PER_MEMBER,
  QUEUE_MESSAGES,
  RETURN_TRAVEL_DAYS,
  bagBackEstimate,
  joinQueueRefusal,
  offerExpired,
  offerExpiry,
  orderQueue,
  queueTurns,
  type QueueMember,
} from '../bag-queue';
import { overValueCapRefusal } from '../../catalogue';
import { decideCreateOrder, isFreeFor } from '../order-eligibility';
import { addDays } from '../swap-clock';
import type { TierId } from '../../membership';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const now = day(20);

function member(
  user_id: string,
  user_tier: TierId,
  joinedDay: number,
  status: QueueMember['status'] = 'waiting',
): QueueMember {
  return { user_id, user_tier, joined_at: day(joinedDay), status };
}

describe('queue order (Crown priority)', () => {
  it('is first come, first served among members of the same priority', () => {
    const order = orderQueue([
      member('b', 'elite', 3),
      member('a', 'reserve', 1),
      member('c', 'elite', 2),
    ]);
    expect(order.map((m) => m.user_id)).toEqual(['a', 'c', 'b']);
  });

  it('places a Crown member ahead of Reserve and Elite members, even ones who joined earlier', () => {
    const order = orderQueue([
      member('elite-early', 'elite', 1),
      member('reserve-early', 'reserve', 2),
      member('crown-late', 'crown', 9),
      member('crown-later', 'crown', 10),
    ]);
    expect(order.map((m) => m.user_id)).toEqual([
      'crown-late',
      'crown-later',
      'elite-early',
      'reserve-early',
    ]);
  });

  it('never takes an offer back: the member holding it stays first, even before a Crown member', () => {
    const order = orderQueue([
      member('crown', 'crown', 1),
      member('held', 'reserve', 5, 'offered'),
    ]);
    expect(order.map((m) => m.user_id)).toEqual(['held', 'crown']);
  });
});

describe('the tier a queue entry records', () => {
  it('is said as the member’s tier now, waiting or holding the offer', () => {
    expect(queueEntryTierLabel({ user_tier: 'reserve' })).toBe('Reserve');
    expect(queueEntryTierLabel({ user_tier: 'crown' })).toBe('Crown');
  });

  it('follows the subscription’s plan: only the entries recorded with another tier change', () => {
    const entries = [
      { id: 'a_u', product_id: 'a', user_tier: 'reserve' as const },
      { id: 'b_u', product_id: 'b', user_tier: 'crown' as const },
    ];
    expect(queueTierChanges(entries, 'crown')).toEqual([
      { id: 'a_u', product_id: 'a', user_tier: 'crown' },
    ]);
    expect(queueTierChanges(entries, 'elite').map((c) => c.id)).toEqual(['a_u', 'b_u']);
    // No subscription at all: the last tier known stays.
    expect(queueTierChanges(entries, null)).toEqual([]);
  });

  it('moves an upgraded member ahead of those who joined before them, and a downgraded one back', () => {
    const queue = [member('first', 'elite', 1), member('later', 'reserve', 2)];
    const [change] = queueTierChanges(
      [{ id: 'x_later', product_id: 'x', user_tier: 'reserve' }],
      'crown',
    );
    const upgraded = queue.map((m) =>
      m.user_id === 'later' ? { ...m, user_tier: change!.user_tier } : m,
    );
    expect(orderQueue(upgraded).map((m) => m.user_id)).toEqual(['later', 'first']);
    const downgraded = upgraded.map((m) =>
      m.user_id === 'later' ? { ...m, user_tier: 'elite' as const } : m,
    );
    expect(orderQueue(downgraded).map((m) => m.user_id)).toEqual(['first', 'later']);
  });
});

describe('estimated dates', () => {
  const deliveredOrder = (deliveredDay: number) => ({
    order_status: 'delivered',
    delivered_date: day(deliveredDay),
    updated_at: day(deliveredDay),
  });

  it('starts from the holder’s swap clock: the day their next swap unlocks', () => {
    // Elite swaps every 21 days: delivered on the 10th unlocks on December 1.
    expect(bagBackEstimate({ order: deliveredOrder(10), tier: 'elite' }, now)).toEqual(
      addDays(day(10), 21),
    );
  });

  it('is never in the past, is a rhythm away for a bag still on its way, and days once its return started', () => {
    expect(bagBackEstimate({ order: deliveredOrder(1), tier: 'crown' }, now)).toEqual(now);
    expect(
      bagBackEstimate(
        {
          order: { order_status: 'in_transit', delivered_date: null, updated_at: now },
          tier: 'reserve',
        },
        now,
      ),
    ).toEqual(addDays(now, 30));
    expect(
      bagBackEstimate(
        {
          order: { order_status: 'return_pending', delivered_date: day(1), updated_at: now },
          tier: 'elite',
        },
        now,
      ),
    ).toEqual(addDays(now, RETURN_TRAVEL_DAYS));
    expect(bagBackEstimate(null, now)).toEqual(now);
  });

  it('adds one rhythm (the swap period of their tier) per member ahead', () => {
    const back = day(25);
    const turns = queueTurns(
      [member('reserve', 'reserve', 1), member('crown', 'crown', 3), member('elite', 'elite', 2)],
      back,
    );
    expect(turns).toEqual([
      { user_id: 'crown', position: 1, estimated_at: back },
      { user_id: 'reserve', position: 2, estimated_at: addDays(back, 14) },
      { user_id: 'elite', position: 3, estimated_at: addDays(back, 14 + 30) },
    ]);
  });
});

describe('the 48-hour hold', () => {
  it('ends 48 hours after the offer, and not a moment before', () => {
    const expires = offerExpiry(now);
    expect(expires.getTime() - now.getTime()).toBe(48 * 3_600_000);
    expect(offerExpired(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(offerExpired(expires, expires)).toBe(true);
    expect(offerExpired(null, now)).toBe(false);
  });

  it('lets only the member it is held for order a Reserved bag', () => {
    expect(isFreeFor({ borrow_status: 'Reserved', borrower: 'ada' }, 'ada')).toBe(true);
    expect(isFreeFor({ borrow_status: 'Reserved', borrower: 'ada' }, 'bob')).toBe(false);
    expect(isFreeFor({ borrow_status: 'Available', borrower: null }, 'bob')).toBe(true);
    const facts = (uid: string) => ({
      uid,
      now,
      subscription: { plan_name: 'elite' as const, status: 'active' },
      product: {
        id: 'bag',
        title: 'Kelly',
        brand: 'Hermès',
        photos: [],
        price: 100,
        status: 'Active',
        borrow_status: 'Reserved' as const,
        access_levels: 'Any' as const,
        borrower: 'ada',
      },
      orders: [],
      shippingAddress: {
        full_name: 'A',
        line1: '1 St',
        line2: null,
        city: 'NY',
        state: 'NY',
        postal_code: '10001',
        country: 'US' as const,
        phone: null,
      },
    });
    expect(decideCreateOrder(facts('ada')).ok).toBe(true);
    expect(decideCreateOrder(facts('bob'))).toMatchObject({ ok: false, reason: 'bag_unavailable' });
  });
});

describe('joining a queue', () => {
  const out = {
    status: 'Active',
    borrow_status: 'Borrowed' as const,
    access_levels: 'Elite' as const,
    borrower: 'holder',
    price: 150_000,
  };
  const base = {
    uid: 'ada',
    tier: 'elite' as TierId | null,
    product: out,
    memberQueues: [] as string[],
    bagId: 'bag',
  };

  it('is allowed for a member whose tier sees a bag that is out', () => {
    expect(joinQueueRefusal(base)).toBeNull();
  });

  it('is refused without a membership, for another tier’s bag, an Available bag, the holder, twice, or past the limit', () => {
    expect(joinQueueRefusal({ ...base, tier: null })).toBe(QUEUE_MESSAGES.noMembership);
    expect(joinQueueRefusal({ ...base, tier: 'reserve' })).toBe(QUEUE_MESSAGES.notVisible);
    expect(joinQueueRefusal({ ...base, product: null })).toBe(QUEUE_MESSAGES.notVisible);
    expect(joinQueueRefusal({ ...base, product: { ...out, status: 'Hidden' } })).toBe(
      QUEUE_MESSAGES.notVisible,
    );
    expect(
      joinQueueRefusal({
        ...base,
        product: { ...out, borrow_status: 'Available', borrower: null },
      }),
    ).toBe(QUEUE_MESSAGES.available);
    expect(joinQueueRefusal({ ...base, uid: 'holder' })).toBe(QUEUE_MESSAGES.yours);
    expect(joinQueueRefusal({ ...base, memberQueues: ['bag'] })).toBe(QUEUE_MESSAGES.already);
    const full = Array.from({ length: MAX_QUEUES_PER_MEMBER }, (_, i) => `other-${i}`);
    expect(joinQueueRefusal({ ...base, memberQueues: full })).toBe(QUEUE_MESSAGES.limit);
    expect(joinQueueRefusal({ ...base, memberQueues: full.slice(1) })).toBeNull();
  });

  // Security review (low): the Elite $2,000 cap was not checked when joining a queue.
  it('is refused below Crown for a bag valued over the Elite cap (stored before the cap), saying why', () => {
    const dear = { ...out, access_levels: 'Elite,Crown' as const, price: 350_000 };
    expect(joinQueueRefusal({ ...base, product: dear })).toBe(overValueCapRefusal('elite'));
    expect(joinQueueRefusal({ ...base, tier: 'crown', product: dear })).toBeNull();
  });
});
