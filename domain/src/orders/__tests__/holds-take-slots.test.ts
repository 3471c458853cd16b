import { describe, expect, it } from 'vitest';
import { queueTurn, type QueueMember } from '../bag-queue';
import { chooseRefusal, heldBagsMessage, type HeldBag } from '../order-eligibility';

const NOW = new Date('2026-11-20T15:00:00Z');
const bag = {
  status: 'Active',
  borrow_status: 'Available' as const,
  access_levels: 'Any' as const,
  borrower: null,
  price: 150_000,
};
const active = (plan_name: 'reserve' | 'elite' | 'crown') => ({ plan_name, status: 'active' });
const flapHold: HeldBag = {
  bag_title: 'Classic Flap',
  bag_brand: 'Chanel',
  offer_expires_at: new Date('2026-11-22T20:00:00Z'),
};

describe('a bag held for a member takes one of their slots (security review M3)', () => {
  it('refuses a Reserve member another bag while one is held for them, saying which and what to do', () => {
    const refusal = chooseRefusal({
      uid: 'ann',
      now: NOW,
      subscription: active('reserve'),
      product: bag,
      orders: [],
      holds: [flapHold],
    });
    expect(refusal).toMatchObject({ reason: 'bag_limit' });
    expect(refusal?.message).toBe(
      'The Chanel Classic Flap is held for you until Nov 22, 2026, 3:00 PM ET. Your Reserve membership holds 1 bag at a time, and a bag held for you takes one: choose the held bag on its page, or leave its queue to free the slot.',
    );
    expect(
      chooseRefusal({
        uid: 'ann',
        now: NOW,
        subscription: active('reserve'),
        product: bag,
        orders: [],
      }),
    ).toBeNull();
  });

  it('lets a Crown member (2 bags) choose a second bag beside one hold, not beside a hold and a bag out', () => {
    const facts = {
      uid: 'cy',
      now: NOW,
      subscription: active('crown'),
      product: bag,
      holds: [flapHold],
    };
    expect(chooseRefusal({ ...facts, orders: [] })).toBeNull();
    expect(
      chooseRefusal({ ...facts, orders: [{ order_status: 'delivered', bag_name: 'Kelly' }] }),
    ).toMatchObject({ reason: 'bag_limit' });
  });

  it('passes over a waiting member whose slot is taken by another hold, telling them why, and holds the bag for the next', () => {
    const entry = (user_id: string, minutes: number): QueueMember => ({
      user_id,
      user_tier: 'reserve',
      joined_at: new Date(NOW.getTime() - minutes * 60_000),
      status: 'waiting',
    });
    const turn = queueTurn(
      [entry('ann', 30), entry('bea', 10)],
      bag,
      (uid) => ({
        subscription: active('reserve'),
        orders: [],
        holds: uid === 'ann' ? [flapHold] : [],
      }),
      NOW,
    );
    expect(turn.next?.user_id).toBe('bea');
    expect(turn.passedOver).toEqual([
      {
        entry: expect.objectContaining({ user_id: 'ann' }) as unknown,
        refusal: expect.objectContaining({
          message: heldBagsMessage('reserve', [flapHold]),
        }) as unknown,
      },
    ]);
  });

  it('names several held bags together', () => {
    expect(
      heldBagsMessage('crown', [
        flapHold,
        { ...flapHold, bag_brand: 'Hermès', bag_title: 'Kelly 28' },
      ]),
    ).toBe(
      '2 bags are held for you (Chanel Classic Flap and Hermès Kelly 28). Your Crown membership holds 2 bags at a time, and a bag held for you takes one: choose a held bag on its page, or leave its queue to free a slot.',
    );
  });
});
