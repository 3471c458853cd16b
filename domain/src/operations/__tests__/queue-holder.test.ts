import { describe, expect, it } from 'vitest';
import {
  nextInLine,
  queueTurn,
  type QueueMember,
  type WaitingMemberFacts,
  decideCreateOrder,
  type ChooseProduct,
  type SlotOrder,
} from '../../orders';
import { passedOverNotice } from '../notifications';
import type { TierId } from '../../membership';

/** Who gets the 48-hour hold of a freed bag: the first in line who could choose it now. */
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const now = day(24);

const freeBag: ChooseProduct = {
  status: 'Active',
  borrow_status: 'Available',
  access_levels: 'Elite,Crown',
  borrower: null,
  price: 180_000,
};

function waiting(user_id: string, user_tier: TierId, joinedDay: number): QueueMember {
  return { user_id, user_tier, joined_at: day(joinedDay), status: 'waiting' };
}

function member(tier: TierId, orders: SlotOrder[] = [], selectAccess = false): WaitingMemberFacts {
  return {
    subscription: { plan_name: tier, status: 'active', add_ons: { select_access: selectAccess } },
    orders,
  };
}

/** A bag with the member now (delivered a week ago). */
const withMember: SlotOrder = { order_status: 'delivered', delivered_date: day(17) };
/** A bag sent back early: its slot stays taken until delivery + the tier's period. */
const returnedEarly: SlotOrder = {
  order_status: 'completed',
  outcome: 'returned',
  delivered_date: day(21),
};

function holder(
  queue: QueueMember[],
  facts: Record<string, WaitingMemberFacts>,
  bag: ChooseProduct = freeBag,
): string | null {
  const none: WaitingMemberFacts = { subscription: null, orders: [] };
  return nextInLine(queue, bag, (uid) => facts[uid] ?? none, now)?.user_id ?? null;
}

describe('who the freed bag is held for', () => {
  const queue = [waiting('crown', 'crown', 5), waiting('elite', 'elite', 1)];

  it('is the first in line (Crown first) when they can choose it now', () => {
    expect(holder(queue, { crown: member('crown'), elite: member('elite') })).toBe('crown');
  });

  it('passes over a member whose slots are full, to the next who can choose it', () => {
    const crownFull = member('crown', [withMember, withMember]);
    expect(holder(queue, { crown: crownFull, elite: member('elite') })).toBe('elite');
  });

  it("passes over a member whose returned bag's swap clock still holds their slot", () => {
    // Crown: one bag with her, one returned three days after delivery (unlocks Dec 5).
    const crownLocked = member('crown', [withMember, returnedEarly]);
    expect(holder(queue, { crown: crownLocked, elite: member('elite') })).toBe('elite');
    // Once the clock has unlocked, she is first again.
    const later = nextInLine(
      queue,
      freeBag,
      (uid) => (uid === 'crown' ? crownLocked : member('elite')),
      day(6 + 30),
    );
    expect(later?.user_id).toBe('crown');
  });

  it('passes over a member whose membership does not reach the bag, or who has none', () => {
    const reserveQueue = [waiting('reserve', 'reserve', 1), waiting('elite', 'elite', 2)];
    expect(holder(reserveQueue, { reserve: member('reserve'), elite: member('elite') })).toBe(
      'elite',
    );
    // Select Access lets Reserve see Elite pieces.
    expect(
      holder(reserveQueue, { reserve: member('reserve', [], true), elite: member('elite') }),
    ).toBe('reserve');
    const lapsed: WaitingMemberFacts = {
      subscription: { plan_name: 'crown', status: 'canceled' },
      orders: [],
    };
    expect(holder(queue, { crown: lapsed, elite: member('elite') })).toBe('elite');
  });

  it('is nobody when no one in line can choose it now: the bag is simply Available', () => {
    const facts = {
      crown: member('crown', [withMember, withMember]),
      elite: member('elite', [returnedEarly]),
    };
    expect(holder(queue, facts)).toBeNull();
  });

  it('asks exactly what createOrder asks: whoever it skips, createOrder refuses', () => {
    const cases: WaitingMemberFacts[] = [
      member('crown', [withMember, withMember]),
      member('elite', [returnedEarly]),
      member('reserve'),
      { subscription: null, orders: [] },
      member('elite'),
    ];
    for (const facts of cases) {
      const held = holder([waiting('m', 'elite', 1)], { m: facts }) === 'm';
      const order = decideCreateOrder({
        uid: 'm',
        now,
        ...facts,
        product: { ...freeBag, id: 'bag', title: 'Saddle', brand: 'Dior', photos: [], price: 1 },
        shippingAddress: {
          full_name: 'A',
          line1: '1 St',
          line2: null,
          city: 'NY',
          state: 'NY',
          postal_code: '10001',
          country: 'US',
          phone: null,
        },
      });
      expect(held).toBe(order.ok);
    }
  });

  it('never goes to the member already holding the offer, or past a bag not free', () => {
    const offered: QueueMember = { ...waiting('crown', 'crown', 5), status: 'offered' };
    expect(holder([offered], { crown: member('crown') })).toBeNull();
    const borrowed: ChooseProduct = {
      ...freeBag,
      borrow_status: 'Borrowed',
      borrower: 'x',
    };
    expect(holder(queue, { crown: member('crown'), elite: member('elite') }, borrowed)).toBeNull();
  });
});

describe('who was passed over, and why', () => {
  const none: WaitingMemberFacts = { subscription: null, orders: [] };
  const bag = { id: 'saddle', title: 'Saddle Bag', brand: 'Dior' };

  it('names each member ahead of the holder with the refusal createOrder would give', () => {
    const queue = [
      waiting('crown', 'crown', 5),
      waiting('elite-locked', 'elite', 1),
      waiting('elite', 'elite', 2),
      waiting('elite-late', 'elite', 3),
    ];
    const facts: Record<string, WaitingMemberFacts> = {
      crown: member('crown', [withMember, withMember]),
      'elite-locked': member('elite', [returnedEarly]),
      elite: member('elite'),
      'elite-late': member('elite', [withMember]),
    };
    const turn = queueTurn(queue, freeBag, (uid) => facts[uid] ?? none, now);
    expect(turn.next?.user_id).toBe('elite');
    // Only those ahead of the holder: the member after them was not passed over.
    expect(turn.passedOver.map((p) => [p.entry.user_id, p.refusal.reason])).toEqual([
      ['crown', 'bag_limit'],
      ['elite-locked', 'swap_clock'],
    ]);
    const notice = passedOverNotice(bag, turn.passedOver[1]!.refusal, true);
    expect(notice.body).toBe(
      'The Dior Saddle Bag you are waiting for is back, but it could not be held for you: ' +
        `${turn.passedOver[1]!.refusal.message} It is held for the next member in line who can take it. ` +
        'You keep your place in its queue for the next time it is free.',
    );
    expect(notice.body).toContain('Your next swap unlocks');
  });

  it('names everyone in line when nobody can take it, and says it is in the closet', () => {
    const queue = [waiting('reserve', 'reserve', 1), waiting('lapsed', 'elite', 2)];
    const facts: Record<string, WaitingMemberFacts> = {
      reserve: member('reserve'),
      lapsed: { subscription: { plan_name: 'elite', status: 'past_due' }, orders: [] },
    };
    const turn = queueTurn(queue, freeBag, (uid) => facts[uid] ?? none, now);
    expect(turn.next).toBeNull();
    expect(turn.passedOver.map((p) => p.refusal.reason)).toEqual([
      'bag_unavailable',
      'no_membership',
    ]);
    const notice = passedOverNotice(bag, turn.passedOver[0]!.refusal, false);
    expect(notice.body).toContain(
      'could not be held for you: your membership does not include this bag now. It is in the closet for the first member who chooses it.',
    );
    expect(notice.link).toBe('/bags/saddle');
  });
});
