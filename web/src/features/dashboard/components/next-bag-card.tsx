import {
  currentOrders,
  reservationSlot,
  shipDay,
  swapLockedMessage,
  swapSlots,
  TIERS,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/time-zone';
import { EmptyRotation } from './empty-rotation';

/**
 * What a subscribed member's dashboard says about their next bag, from their slots
 * (domain `swapSlots`, as the bag page and `createOrder` count them): a returned bag
 * whose swap clock has not unlocked holds its slot, so the card names the day and offers
 * to reserve the next bag, which ships then (domain `reservationSlot`); a free slot beside a bag held (Crown's second) is offered; with
 * every slot filled by bags held, nothing is shown. With no bag out, the closet is offered
 * for the next bag, or the first to someone who never had one.
 *
 * A bag held for the member (`heldForYou`, their queue's 48-hour holds) is their next
 * bag: its card says so, and this one stays away unless a slot is free beside it
 * (Crown), which it then names as one more.
 */
export function NextBagCard({
  orders,
  tier,
  now,
  heldForYou = 0,
}: {
  orders: readonly Order[];
  tier: TierId;
  now: Date;
  /** How many bags are held for the member now. */
  heldForYou?: number;
}) {
  const slots = swapSlots(orders, tier, now);
  const held = currentOrders(orders).length;
  if (slots.blockedBy === 'bag_limit') return null;
  if (heldForYou > 0) {
    // The held bag's card says when it can be chosen; this one only offers a slot beside it.
    if (!slots.canOrder) return null;
    const beside = slots.limit - slots.current - slots.lockedUntil.length - heldForYou;
    if (beside <= 0) return null;
    const { name, bagsAtATime } = TIERS[tier];
    return (
      <EmptyRotation
        heading="Room for one more bag"
        text={`Your ${name} membership holds ${bagsAtATime} bags at a time. Besides the bag held for you, you can choose ${beside === 1 ? 'one more' : `${beside} more`} now.`}
        to={paths.bags}
        action="Choose Another Bag"
      />
    );
  }
  if (slots.blockedBy === 'swap_clock' && slots.nextUnlock !== null) {
    // The bag sent back holds the slot until then: the next one can be reserved now.
    const reservation = reservationSlot(orders, tier, now);
    if (reservation !== null) {
      return (
        <EmptyRotation
          heading="Reserve your next bag"
          text={`Your next swap unlocks ${shipDay(reservation.shipOn)}. Reserve your next bag now and it ships that day.`}
          to={paths.bags}
          action="Reserve Your Next Bag"
        />
      );
    }
    return (
      <EmptyRotation
        heading={held > 0 ? 'Your next bag' : 'Choose your next bag'}
        text={swapLockedMessage(slots.nextUnlock, browserTimeZone())}
      />
    );
  }
  if (held > 0) {
    return (
      <EmptyRotation
        heading={held === 1 ? 'Choose your second bag' : 'Choose another bag'}
        text={`${TIERS[tier].name} holds ${TIERS[tier].bagsAtATime} bags at a time, so you can choose another one now.`}
        to={paths.bags}
        action={held === 1 ? 'Choose Your Second Bag' : 'Choose Another Bag'}
      />
    );
  }
  if (orders.some((order) => order.order_status === 'return_pending')) {
    return (
      <EmptyRotation
        heading="Choose your next bag"
        text="Your last bag is on its way back. Pick the next one from the closet."
        to={paths.bags}
        action="Choose Your Next Bag"
      />
    );
  }
  // "First" only for someone who never had a bag: a cancelled order never shipped one.
  return orders.some((order) => order.order_status !== 'cancelled') ? (
    <EmptyRotation
      heading="Choose your next bag"
      text="Your swap slot is free. Pick your next piece from the closet."
      to={paths.bags}
      action="Choose Your Next Bag"
    />
  ) : (
    <EmptyRotation
      heading="No bag in your rotation yet"
      text="Browse the closet and pick your first piece."
      to={paths.bags}
      action="Choose Your First Bag"
    />
  );
}
