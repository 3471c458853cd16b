/**
 * Whether a member may choose a bag or cancel an order, and what each writes. The
 * `createOrder` and `cancelOrder` callables read the facts inside one transaction, ask
 * these functions, and write what they return; nothing here trusts the client beyond
 * the ids it names.
 */
import {
  canSee,
  overValueCapRefusal,
  withinValueCap,
  type AccessLevel,
  type BorrowStatus,
} from '../catalogue';
import { accessTier, isSubscribed, TIERS, type TierId } from '../membership';
import { canMemberCancel, isCurrentOrder, shortOrderId } from './order-rules';
import type { OrderStatus } from './orders';
import type { OrderDoc, ShippingAddress } from './schemas/order';
import { isReservation, reservationActivity, reservationSlot, shipDay } from './next-bag';
import { returnDueDate } from './swap-clock';
import { swapDate, onFirstUse } from '../core';
import { swapLockedMessage, swapSlots, type SlotOrder } from './swap-slots';

/** Refusal: the caller is not signed in (spec §5, verbatim). */
export const NOT_AUTHENTICATED = 'User not authenticated';
/** Refusal: no active membership, so no tier to choose a bag with. */
export const NO_ACTIVE_MEMBERSHIP =
  'You need an active membership to choose a bag. Check your membership status and try again.';
/** Refusal: the bag is gone, hidden, borrowed, or not in the member's tier. */
export const BAG_UNAVAILABLE = 'This bag is no longer available.';
/** Refusal: the member's profile has no shipping address. */
export const NO_SHIPPING_ADDRESS =
  'Please add a shipping address to your account before choosing a bag.';
/** Refusal: the order does not exist or is not the caller's. */
export const ORDER_NOT_FOUND = 'We could not find that order.';
/** Refusal: the order has shipped (or ended), so the member can no longer cancel it. */
export const ORDER_NOT_CANCELLABLE =
  'This order has already shipped, so it can no longer be cancelled.';

/** Whether a current order's bag has reached the member (else it is on its way). */
function isWithMember(status: string): boolean {
  return status === 'delivered' || status === 'active_rental';
}

/** "A", "A and B", "A, B and C". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** "1 bag", "2 bags". */
function bagCount(n: number): string {
  return n === 1 ? '1 bag' : `${n} bags`;
}

/**
 * Refusal: every slot of the tier is taken by a bag on its way to, or with, the member.
 * Says what takes the slots (named from `orders`, the member's orders: only the current
 * ones count), the tier's limit, and what to do next, which depends on the swap clock
 * when `now` is given: a return frees a slot only once the bag's clock has unlocked
 * (see `swapSlots`), so the next step names that day when it lies ahead:
 * "You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Reserve membership
 * holds 1 bag at a time. Your next swap unlocks December 7, 2026: from then, start a
 * return to choose your next bag." (or "Start a return to choose your next bag." when
 * the clock has unlocked; a bag still on its way: "Once it arrives, its 30-day swap
 * clock starts; …"). The bag page, the dashboard and `createOrder` all say it this way
 * (through {@link chooseRefusal}); `timeZone` names the day as the member's dashboard.
 */
export function bagLimitMessage(
  tier: TierId,
  orders: readonly SlotOrder[] = [],
  now?: Date,
  timeZone?: string | null,
): string {
  const named = (list: readonly SlotOrder[]) => {
    const names = list.map((order) => order.bag_name?.trim() ?? '').filter(Boolean);
    return names.length === list.length && names.length > 0 ? ` (${listNames(names)})` : '';
  };
  const reserved = orders.filter(isReservation);
  const current = orders.filter(
    (order) => isCurrentOrder(order.order_status) && !isReservation(order),
  );
  if (reserved.length > 0) {
    // A reservation takes the slot of the bag sent back: say so, and the way to another.
    const days = [...new Set(reserved.map((order) => shipDay(order.ship_on)))];
    const bags =
      reserved.length === 1
        ? `Your next bag${named(reserved)} is reserved to ship on ${days[0] ?? ''}.`
        : `Your next ${reserved.length} bags${named(reserved)} are reserved to ship on ${listNames(days)}.`;
    const out =
      current.length > 0 ? ` You also have ${bagCount(current.length)} out${named(current)}.` : '';
    return `${bags}${out} Your ${TIERS[tier].name} membership holds ${bagsAtATimeText(tier)} at a time. To choose another bag instead, cancel the reservation on your dashboard.`;
  }
  const withMember = current.filter((order) => isWithMember(order.order_status));
  const onTheirWay = current.filter((order) => !isWithMember(order.order_status));
  let taken: string;
  if (current.length === 0) {
    taken = `You have ${bagsAtATimeText(tier)} out.`;
  } else if (onTheirWay.length === 0) {
    taken = `You have ${bagCount(current.length)} out with you${named(current)}.`;
  } else if (withMember.length === 0) {
    const way = current.length === 1 ? 'on its way' : 'on their way';
    taken = `You have ${bagCount(current.length)} ${way} to you${named(current)}.`;
  } else {
    taken =
      `You have ${bagCount(current.length)} out: ${bagCount(withMember.length)} with you` +
      `${named(withMember)} and ${bagCount(onTheirWay.length)} on the way${named(onTheirWay)}.`;
  }
  const limit = `Your ${TIERS[tier].name} membership holds ${bagsAtATimeText(tier)} at a time.`;
  const returnNow = 'Start a return to choose your next bag.';
  let next: string;
  if (current.length > 0 && withMember.length === 0) {
    const clock = `${TIERS[tier].swapEveryDays}-day swap clock starts`;
    next =
      current.length === 1
        ? `Once it arrives, its ${clock}; when it unlocks, start a return to choose your next bag.`
        : `Once one arrives, its ${clock}; when it unlocks, start its return to choose your next bag.`;
  } else {
    const unlocks = now === undefined ? null : nextSwapUnlock(orders, tier, now);
    next =
      unlocks !== null
        ? `Your next swap unlocks ${swapDate(unlocks, timeZone)}: from then, start a return to choose your next bag.`
        : returnNow;
  }
  return `${taken} ${limit} ${next}`;
}

/**
 * The day the member may next choose a bag, seen at `now`, if they sent back every bag
 * that is with them now: the unlock of the swap clock that holds the slot (see
 * `swapSlots`). `null` when they may choose now or as soon as a return starts, and when
 * only a bag still on its way fills the slot (its clock has not started).
 */
export function nextSwapUnlock(orders: readonly SlotOrder[], tier: TierId, now: Date): Date | null {
  const slots = swapSlots(orders, tier, now);
  if (slots.blockedBy === 'swap_clock') return slots.nextUnlock;
  if (slots.blockedBy === null) return null;
  const returned = orders.map((order) =>
    isCurrentOrder(order.order_status) && isWithMember(order.order_status)
      ? { ...order, order_status: 'return_pending' }
      : order,
  );
  const after = swapSlots(returned, tier, now);
  return after.blockedBy === 'swap_clock' ? after.nextUnlock : null;
}

/** How many bags the tier holds at a time, in words: "1 bag", "2 bags". */
export function bagsAtATimeText(tier: TierId): string {
  return bagCount(TIERS[tier].bagsAtATime);
}

/** Why an order was refused. */
export type OrderRefusalReason =
  | 'no_membership'
  | 'bag_unavailable'
  | 'over_value_cap'
  | 'bag_limit'
  | 'swap_clock'
  | 'no_address'
  | 'order_not_found'
  | 'not_cancellable';

/** A refusal with the message to show the member. */
export interface OrderRefusal {
  ok: false;
  reason: OrderRefusalReason;
  message: string;
}

function refuse(reason: OrderRefusalReason, message: string): OrderRefusal {
  return { ok: false, reason, message };
}

/** The product fields that decide whether it can be ordered and go into the order. */
export interface OrderableProduct {
  id: string;
  title: string;
  brand: string;
  photos: readonly string[];
  price: number;
  status: string;
  borrow_status: BorrowStatus;
  access_levels: AccessLevel;
  /** Who holds it; for a Reserved bag, the member it is held for. */
  borrower?: string | null;
}

/**
 * Whether `uid` may take the bag now: it is Available, or Reserved for them (the first in
 * its queue, during their 48-hour hold). A bag held for someone else is refused.
 */
export function isFreeFor(
  product: Pick<OrderableProduct, 'borrow_status' | 'borrower'>,
  uid: string,
): boolean {
  if (product.borrow_status === 'Available') return true;
  return product.borrow_status === 'Reserved' && product.borrower === uid;
}

/** The subscription fields that give the member's tier. */
export interface TierSource {
  plan_name: TierId;
  status: string;
  /** Select Access also shows the tier above's pieces. */
  add_ons?: { select_access?: boolean };
}

/** The bag fields that decide whether a member may choose it. */
export type ChooseProduct = Pick<
  OrderableProduct,
  'status' | 'borrow_status' | 'access_levels' | 'borrower' | 'price'
>;

/** A bag held for the member in its queue (their 48-hour hold), which takes a slot. */
export interface HeldBag {
  bag_title: string;
  bag_brand: string;
  offer_expires_at: Date | null;
}

/**
 * Refusal: the member's slots are full once the bags held for them in their queues count
 * (DESIGN.md: queue holds count toward a member's bag slots, like orders). Names the held
 * bags and the way out: "The Chanel Classic Flap is held for you until Nov 25, 2026, 3:00
 * PM ET. Your Reserve membership holds 1 bag at a time, and a bag held for you takes one:
 * choose the held bag on its page, or leave its queue to free the slot."
 */
export function heldBagsMessage(tier: TierId, holds: readonly HeldBag[]): string {
  const names = holds.map((hold) => `${hold.bag_brand} ${hold.bag_title}`.trim());
  const one = holds.length === 1 ? holds[0] : undefined;
  const until =
    one?.offer_expires_at != null ? ` until ${formatHoldUntil(one.offer_expires_at)}` : '';
  const held =
    one !== undefined
      ? `The ${names[0] ?? 'bag'} is held for you${until}.`
      : `${bagCount(holds.length)} are held for you (${listNames(names)}).`;
  const way =
    one !== undefined
      ? 'choose the held bag on its page, or leave its queue to free the slot.'
      : 'choose a held bag on its page, or leave its queue to free a slot.';
  return `${held} Your ${TIERS[tier].name} membership holds ${bagsAtATimeText(tier)} at a time, and a bag held for you takes one: ${way}`;
}

const holdUntilFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }),
);

/** `Nov 25, 2026, 3:00 PM ET`, as the hold notice says it. */
function formatHoldUntil(date: Date): string {
  return `${holdUntilFormat().format(date)} ET`;
}

/** What decides whether a member may choose a bag now (see {@link chooseRefusal}). */
export interface ChooseFacts {
  uid: string;
  now: Date;
  /** The member's subscription document, or `null` when there is none. */
  subscription: TierSource | null;
  /** The bag, or `null` when it does not exist. */
  product: ChooseProduct | null;
  /**
   * All the member's orders: current ones count against the limit, and so do returned
   * ones whose swap clock has not unlocked (see `swapSlots`).
   */
  orders: readonly SlotOrder[];
  /** The member's IANA time zone, to name the unlock day as their dashboard does. */
  timeZone?: string | null;
  /** Bags held for the member in their queues, other than this one: each takes a slot. */
  holds?: readonly HeldBag[];
  /**
   * Whether the member asked to reserve (`createOrder({ reserve: true })`): without it, a
   * choice that could only be a reservation is refused with the unlock day, as before.
   * The queue's holds ask with it: a member who could reserve the bag may hold it.
   */
  reserve?: boolean;
}

/** How a choice goes: the bag ships at once, or is reserved to ship on a day. */
export type ChoiceMode =
  { kind: 'now' } | { kind: 'reserve'; shipOn: Date; followsOrderId: string };

/** What `createOrder` reads before deciding. */
export interface CreateOrderFacts extends ChooseFacts {
  /** The product asked for, or `null` when it does not exist. */
  product: OrderableProduct | null;
  /** The shipping address on the caller's profile, or `null`. */
  shippingAddress: ShippingAddress | null;
}

/** The product fields written when a bag changes hands. */
export interface ProductBorrowPatch {
  borrow_status: BorrowStatus;
  borrower: string | null;
  return_date: Date | null;
  updated_at: Date;
}

/** What `createOrder` writes when the order is allowed. */
export interface NewOrderPlan {
  ok: true;
  order: OrderDoc;
  productPatch: ProductBorrowPatch;
  /** Activity text, given the new order's id. */
  activity: (orderId: string) => string;
}

/**
 * Whether the member may choose the bag now, whatever their address: `null` when they
 * may, else the refusal. Checks, in this order: an active membership (the tier comes
 * from the subscription document, never from the client); the bag is Active, Available
 * (or Reserved for this member, see {@link isFreeFor}) and visible to that tier (with
 * Select Access, see `accessTier`); within its value cap (`withinValueCap`, refused with `overValueCapRefusal`:
 * a bag stored before the Elite cap may still be open to Elite); the member holds fewer current orders than the
 * tier's bags-at-a-time, and a bag returned before its swap clock unlocked still holds
 * its slot until then (refused with {@link swapLockedMessage}, naming the day).
 *
 * `createOrder` asks this (through {@link decideCreateOrder}) and so does the queue
 * before holding a freed bag for a member (`nextInLine`): a bag is only held for a
 * member who could choose it.
 */
export function chooseRefusal(facts: ChooseFacts): OrderRefusal | null {
  const choice = checkChoice(facts);
  return choice.ok ? null : choice;
}

/**
 * {@link chooseRefusal} with how the choice would go when allowed: `now`, or `reserve`
 * with the ship day (see `next-bag.ts`). The bag page reads it to label its button.
 */
export function chooseMode(facts: ChooseFacts): ChoiceMode | OrderRefusal {
  const choice = checkChoice(facts);
  return choice.ok ? choice.mode : choice;
}

/**
 * The mode the slots allow on `orders` (the holds already added), or `null` when neither:
 * a free slot now, or a returned bag's locked slot a reservation may take.
 */
function slotMode(orders: readonly SlotOrder[], tier: TierId, now: Date): ChoiceMode | null {
  if (swapSlots(orders, tier, now).canOrder) return { kind: 'now' };
  const slot = reservationSlot(orders, tier, now);
  return slot === null ? null : { kind: 'reserve', ...slot };
}

/** {@link chooseRefusal}, giving on success the member's tier, the bag and the mode. */
function checkChoice<P extends ChooseProduct>(
  facts: ChooseFacts & { product: P | null },
): { ok: true; tier: TierId; product: P; mode: ChoiceMode } | OrderRefusal {
  const { uid, now, subscription, product } = facts;
  if (
    subscription === null ||
    !isSubscribed({ tier: subscription.plan_name, status: subscription.status })
  ) {
    return refuse('no_membership', NO_ACTIVE_MEMBERSHIP);
  }
  const tier = subscription.plan_name;
  const catalogTier = accessTier(tier, subscription.add_ons?.select_access === true);
  if (
    product === null ||
    product.status !== 'Active' ||
    !isFreeFor(product, uid) ||
    !canSee(catalogTier, product.access_levels)
  ) {
    return refuse('bag_unavailable', BAG_UNAVAILABLE);
  }
  if (!withinValueCap(catalogTier, product.price)) {
    return refuse('over_value_cap', overValueCapRefusal(catalogTier));
  }
  const slots = swapSlots(facts.orders, tier, now);
  if (slots.blockedBy === 'bag_limit') {
    return refuse('bag_limit', bagLimitMessage(tier, facts.orders, now, facts.timeZone));
  }
  const locked = () =>
    refuse('swap_clock', swapLockedMessage(slots.nextUnlock ?? now, facts.timeZone));
  let mode = slotMode(facts.orders, tier, now);
  if (mode === null || (mode.kind === 'reserve' && facts.reserve !== true)) return locked();
  const holds = facts.holds ?? [];
  if (holds.length > 0) {
    // Each hold counts as a bag on its way: it takes a slot until ordered or let go.
    const held = holds.map((): SlotOrder => ({ order_status: 'pending_shipment' }));
    mode = slotMode([...facts.orders, ...held], tier, now);
    if (mode === null) return refuse('bag_limit', heldBagsMessage(tier, holds));
    if (mode.kind === 'reserve' && facts.reserve !== true) return locked();
  }
  return { ok: true, tier, product, mode };
}

/**
 * Decides a member's order for one bag: first whether they may choose it now
 * ({@link chooseRefusal}: membership, the bag free for them and in their tier, a free
 * slot under the swap rhythm), then whether the profile has a shipping address.
 *
 * The order snapshots the bag (name, brand, first photo, access level, retail price),
 * the member's tier and address; it starts in `pending_shipment` and is due back
 * 30 days after creation. The bag becomes Borrowed by the member until that date.
 *
 * A member whose only obstacle is a returned bag's swap clock, and who asked to reserve
 * (`facts.reserve`), gets a reservation (`next-bag.ts`): the same order with `ship_on`
 * (that clock's unlock) and `follows_order_id` (the returned order whose slot it takes),
 * due back 30 days after its ship day.
 */
export function decideCreateOrder(facts: CreateOrderFacts): NewOrderPlan | OrderRefusal {
  const { uid, now } = facts;
  const choice = checkChoice(facts);
  if (!choice.ok) return choice;
  const { tier, product, mode } = choice;
  if (facts.shippingAddress === null) return refuse('no_address', NO_SHIPPING_ADDRESS);

  const reservation = mode.kind === 'reserve' ? mode : null;
  // A reservation's 30 days (the bag's expected return) count from its ship day.
  const due = returnDueDate(reservation?.shipOn ?? now);
  const order: OrderDoc = {
    user_id: uid,
    bag_id: product.id,
    bag_name: product.title,
    bag_brand: product.brand,
    bag_image: product.photos[0] ?? null,
    bag_tier: product.access_levels,
    bag_retail_price: product.price,
    user_tier: tier,
    shipping_address: facts.shippingAddress,
    order_status: 'pending_shipment',
    tracking_number: null,
    bag_weight: null,
    bag_length: null,
    bag_width: null,
    bag_height: null,
    order_date: now,
    shipped_date: null,
    delivered_date: null,
    return_due_date: due,
    overdue: false,
    overdue_flagged_at: null,
    held_back: false,
    ...(reservation === null
      ? {}
      : { ship_on: reservation.shipOn, follows_order_id: reservation.followsOrderId }),
    created_at: now,
    updated_at: now,
  };
  return {
    ok: true,
    order,
    productPatch: {
      borrow_status: 'Borrowed',
      borrower: uid,
      return_date: due,
      updated_at: now,
    },
    activity: (orderId) =>
      reservation === null
        ? `New order ${shortOrderId(orderId)}: ${product.title}`
        : reservationActivity(shortOrderId(orderId), product.title, reservation.shipOn),
  };
}

/** The order fields `cancelOrder` reads. */
export interface CancellableOrder {
  user_id: string;
  order_status: OrderStatus;
}

/** The product fields that tell who holds a bag. */
export interface BorrowState {
  borrow_status: BorrowStatus;
  borrower: string | null;
  return_date: Date | null;
}

/** What `cancelOrder` reads before deciding. */
export interface CancelOrderFacts {
  uid: string;
  now: Date;
  /** The order, or `null` when it does not exist. */
  order: CancellableOrder | null;
  /** The ordered product, or `null` when it no longer exists. */
  product: BorrowState | null;
}

/** What `cancelOrder` writes when allowed. `alreadyCancelled` means nothing to write. */
export interface CancelOrderPlan {
  ok: true;
  alreadyCancelled: boolean;
  orderPatch: { order_status: 'cancelled'; updated_at: Date } | null;
  productPatch: ProductBorrowPatch | null;
}

/**
 * Decides a member's cancellation: only their own order (another member's order reads
 * as not found), only while `pending_shipment`. Cancelling twice (a double click) is
 * not an error: the second call finds it cancelled and writes nothing. The bag goes back
 * to Available when this member still holds it.
 */
export function decideCancelOrder(facts: CancelOrderFacts): CancelOrderPlan | OrderRefusal {
  const { order, uid, now } = facts;
  if (order === null || order.user_id !== uid) return refuse('order_not_found', ORDER_NOT_FOUND);
  if (order.order_status === 'cancelled') {
    return { ok: true, alreadyCancelled: true, orderPatch: null, productPatch: null };
  }
  if (!canMemberCancel(order.order_status)) {
    return refuse('not_cancellable', ORDER_NOT_CANCELLABLE);
  }
  return {
    ok: true,
    alreadyCancelled: false,
    orderPatch: { order_status: 'cancelled', updated_at: now },
    productPatch: releaseBag(facts.product, uid, now),
  };
}

/**
 * The patch that makes a bag Available again when `uid` held it (or nobody is recorded
 * as holding a Borrowed or Swapping bag), else `null`: a bag that someone else now holds
 * is never released by an old order. A bag in Maintenance keeps that status but loses
 * its borrower.
 */
export function releaseBag(
  product: BorrowState | null,
  uid: string,
  now: Date,
): ProductBorrowPatch | null {
  if (product === null) return null;
  const heldByMember = product.borrower === uid;
  const heldByNobody =
    product.borrower === null &&
    (product.borrow_status === 'Borrowed' || product.borrow_status === 'Swapping');
  if (!heldByMember && !heldByNobody) return null;
  const status: BorrowStatus =
    product.borrow_status === 'Maintenance' ? 'Maintenance' : 'Available';
  if (
    product.borrow_status === status &&
    product.borrower === null &&
    product.return_date === null
  ) {
    return null;
  }
  return { borrow_status: status, borrower: null, return_date: null, updated_at: now };
}
