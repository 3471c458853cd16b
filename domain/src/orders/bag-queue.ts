/**
 * A queue for each bag that is out: who is next, when the bag should reach each member,
 * and the 48-hour hold the first in line able to choose it gets when it comes back.
 * Pure: the functions read the facts, ask these rules, and write what they answer.
 */
import {
  canSee,
  overValueCapRefusal,
  withinValueCap,
  type AccessLevel,
  type BorrowStatus,
} from '../catalogue';
import {
  chooseRefusal,
  type ChooseProduct,
  type HeldBag,
  type OrderRefusal,
  type TierSource,
} from './order-eligibility';
import type { QueueEntryStatus } from './schemas/queue-entry';
import { addDays, swapClock, swapClockStart, type SwapClockOrder } from './swap-clock';
import type { SlotOrder } from './swap-slots';
import { TIERS, type TierId } from '../membership';

/** Most bag queues one member may be in at once. */
export const MAX_QUEUES_PER_MEMBER = 3;
/** How long a bag is held for the member whose turn it is. */
export const OFFER_HOLD_HOURS = 48;
/** Days a bag takes to travel back to us once its return has started (an estimate). */
export const RETURN_TRAVEL_DAYS = 3;

/** The priority rule, as the bag page states it and {@link orderQueue} enforces it. */
export const CROWN_PRIORITY_RULE =
  'Crown members are placed ahead of Reserve and Elite members in every queue; otherwise it is first come, first served.';
/** What every estimated date says about itself. */
export const ESTIMATE_NOTE =
  'An estimate: it depends on when the current holder and the members ahead of you swap.';

export const QUEUE_MESSAGES = {
  noMembership: 'You need an active membership to join a queue.',
  notVisible: 'This bag is not available to your membership.',
  available: 'This bag is in the closet now: you can choose it instead of queueing.',
  yours: 'This bag is already yours.',
  already: 'You are already in the queue for this bag.',
  limit: `You can be in at most ${MAX_QUEUES_PER_MEMBER} queues at once. Leave one to join another.`,
  notInQueue: 'You are not in the queue for this bag.',
} as const;

/** What orders a queue: who holds the offer, the tier, and when each member joined. */
export interface QueueMember {
  user_id: string;
  user_tier: TierId;
  joined_at: Date;
  status: QueueEntryStatus;
}

/**
 * The tier a queue entry records, said as what it is: the member's tier now. The entry
 * takes it from the subscription when they join, and the subscription trigger keeps it
 * in step when the plan changes ({@link queueTierChanges}), so an upgrade or a downgrade
 * moves them in the queue at once ({@link CROWN_PRIORITY_RULE}).
 */
export function queueEntryTierLabel(entry: Pick<QueueMember, 'user_tier'>): string {
  return TIERS[entry.user_tier].name;
}

/** A queue entry whose recorded tier is no longer the member's: what to write. */
export interface QueueTierChange {
  id: string;
  product_id: string;
  user_tier: TierId;
}

/**
 * The member's queue entries whose tier differs from their subscription's plan (`tier`,
 * `null` when they have no subscription: then nothing changes, the entries keep the last
 * tier known). The plan counts whatever the status: a lapsed Crown member keeps Crown's
 * place but is passed over for holds ({@link nextInLine}) until the membership is active.
 */
export function queueTierChanges(
  entries: readonly (Pick<QueueMember, 'user_tier'> & { id: string; product_id: string })[],
  tier: TierId | null,
): QueueTierChange[] {
  if (tier === null) return [];
  return entries
    .filter((entry) => entry.user_tier !== tier)
    .map((entry) => ({ id: entry.id, product_id: entry.product_id, user_tier: tier }));
}

/** 0 for Crown, 1 for everyone else: lower goes first. */
function priority(tier: TierId): number {
  return tier === 'crown' ? 0 : 1;
}

/**
 * The queue in turn order: the member holding the offer first (an offer is never taken
 * back by someone joining later), then Crown members before Reserve and Elite members
 * ({@link CROWN_PRIORITY_RULE}), then by when they joined (then by id, so the order is
 * always the same).
 */
export function orderQueue<T extends QueueMember>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      (a.status === 'offered' ? 0 : 1) - (b.status === 'offered' ? 0 : 1) ||
      priority(a.user_tier) - priority(b.user_tier) ||
      a.joined_at.getTime() - b.joined_at.getTime() ||
      (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0),
  );
}

/** The holder's side of the bag: its current order, and the holder's tier. */
export interface BagHolder {
  order: SwapClockOrder;
  tier: TierId;
}

/**
 * When the bag should be back for its queue, seen at `now`: for a bag with a member,
 * the day their swap clock unlocks (a bag still on its way to them: one rhythm from now),
 * or a few days once its return has started; now, when nobody holds it. Never before
 * `now`.
 */
export function bagBackEstimate(holder: BagHolder | null, now: Date): Date {
  if (holder === null) return now;
  const period = TIERS[holder.tier].swapEveryDays;
  if (holder.order.order_status === 'return_pending') return addDays(now, RETURN_TRAVEL_DAYS);
  const start = swapClockStart(holder.order);
  const unlocks =
    start === null ? addDays(now, period) : swapClock(start, now, holder.tier).unlocksAt;
  return unlocks.getTime() < now.getTime() ? now : unlocks;
}

/** A queue member's turn: their position (1 = next) and the estimated date. */
export interface QueueTurn {
  user_id: string;
  position: number;
  estimated_at: Date;
}

/**
 * Every member's turn in a queue: positions in {@link orderQueue} order, and the date
 * the bag should reach each: the bag's return (`backAt`) plus one rhythm (the swap
 * period of their tier) for each member ahead of them.
 */
export function queueTurns(entries: readonly QueueMember[], backAt: Date): QueueTurn[] {
  let at = backAt;
  return orderQueue(entries).map((entry, index) => {
    const turn = { user_id: entry.user_id, position: index + 1, estimated_at: at };
    at = addDays(at, TIERS[entry.user_tier].swapEveryDays);
    return turn;
  });
}

/** When an offer made at `now` ends. */
export function offerExpiry(now: Date): Date {
  return new Date(now.getTime() + OFFER_HOLD_HOURS * 3_600_000);
}

/** Whether an offer ending at `expiresAt` has run out at `now`. */
export function offerExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** The bag fields joining its queue reads. */
export interface QueuedBag {
  status: string;
  /** The bag's value (cents): above the Elite cap, for Crown members only. */
  price: number;
  borrow_status: BorrowStatus;
  access_levels: AccessLevel;
  borrower: string | null;
}

/** What joinQueue reads before deciding. */
export interface JoinQueueFacts {
  uid: string;
  /** The tier whose pieces the member sees (with Select Access, the one above), or null. */
  tier: TierId | null;
  product: QueuedBag | null;
  /** The bags whose queues the member is in now. */
  memberQueues: readonly string[];
  bagId: string;
}

/** Whether the member may join the bag's queue: `null` when they may, else the reason. */
export function joinQueueRefusal(facts: JoinQueueFacts): string | null {
  const { tier, product } = facts;
  if (tier === null) return QUEUE_MESSAGES.noMembership;
  if (product === null || product.status !== 'Active' || !canSee(tier, product.access_levels)) {
    return QUEUE_MESSAGES.notVisible;
  }
  // A bag over the Elite cap stored before the cap rule: choosing it would be refused.
  if (!withinValueCap(tier, product.price)) return overValueCapRefusal(tier);
  if (product.borrower === facts.uid) return QUEUE_MESSAGES.yours;
  if (facts.memberQueues.includes(facts.bagId)) return QUEUE_MESSAGES.already;
  if (product.borrow_status === 'Available') return QUEUE_MESSAGES.available;
  if (facts.memberQueues.length >= MAX_QUEUES_PER_MEMBER) return QUEUE_MESSAGES.limit;
  return null;
}

/** What the queue reads of a waiting member before holding a freed bag for them. */
export interface WaitingMemberFacts {
  /** Their subscription document, or `null` when there is none. */
  subscription: TierSource | null;
  /** All their orders (the slots they hold, see `swapSlots`). */
  orders: readonly SlotOrder[];
  /** Bags already held for them in other queues: each takes a slot (`chooseRefusal`). */
  holds?: readonly HeldBag[];
}

/**
 * Who gets the 48-hour hold of a bag free again at `now`: the first waiting member, in
 * turn order, who could choose it now, by the very check `createOrder` makes
 * ({@link chooseRefusal}): an active membership whose tier (with Select Access) sees the
 * bag, and a free slot (neither the bags-at-a-time full nor a returned bag's swap clock
 * still holding one). A member who cannot is passed over this time but keeps their place:
 * the bag is offered to them again the next time it is free. `null` when nobody in line
 * can choose it: then the bag is simply Available. A passed-over member who becomes able
 * during someone else's hold gets nothing from it: the hold stands.
 *
 * `factsOf` gives each member's subscription and orders. Their shipping address is
 * not asked: a member without one adds it during the hold.
 */
export function nextInLine<T extends QueueMember>(
  entries: readonly T[],
  product: ChooseProduct,
  factsOf: (uid: string) => WaitingMemberFacts,
  now: Date,
): T | null {
  return queueTurn(entries, product, factsOf, now).next;
}

/** A waiting member passed over for a hold, and why they could not choose the bag now. */
export interface PassedOver<T> {
  entry: T;
  /** The refusal `createOrder` would give them now (its message names the way out). */
  refusal: OrderRefusal;
}

/**
 * The bag's turn in its queue at `now`: who gets the hold ({@link nextInLine}) and the
 * waiting members ahead of them (all of them when nobody can choose it) who were passed
 * over, each with the reason, so they can be told why it was not held for them.
 */
export function queueTurn<T extends QueueMember>(
  entries: readonly T[],
  product: ChooseProduct,
  factsOf: (uid: string) => WaitingMemberFacts,
  now: Date,
): { next: T | null; passedOver: PassedOver<T>[] } {
  const passedOver: PassedOver<T>[] = [];
  for (const entry of orderQueue(entries.filter((e) => e.status === 'waiting'))) {
    const facts = factsOf(entry.user_id);
    // A member who could reserve it (a returned bag's clock still locked) may hold it too.
    const refusal = chooseRefusal({ uid: entry.user_id, now, product, ...facts, reserve: true });
    if (refusal === null) return { next: entry, passedOver };
    passedOver.push({ entry, refusal });
  }
  return { next: null, passedOver };
}
