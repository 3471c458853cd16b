import { Link } from 'react-router-dom';
import {
  isSubscribed,
  reservationSlot,
  shipDay,
  swapLockedMessage,
  swapSlots,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/time-zone';
import { useMemberOrders } from '../api/get-member-orders';
import { useMemberSubscription } from '../api/get-member-subscription';

const TEXT = 'mt-3 text-sm text-neutral-700 dark:text-neutral-300';

/**
 * The end of the return label page: the email, what the member can do about their next
 * bag, and the way back. The next bag is offered only when a slot is free now, counted by
 * the domain's `swapSlots` as the dashboard and `createOrder` count it: the bag just sent
 * back holds its slot until its swap clock unlocks, so until then the page names that day
 * (in the member's time zone, as the dashboard does). While the orders load, or without
 * an active membership, it says nothing about the next bag.
 */
export function ReturnNextBag({ uid, now }: { uid: string; now: Date }) {
  const orders = useMemberOrders(uid);
  const subscription = useMemberSubscription(uid);
  const sub = subscription.subscription;
  const slots =
    orders.status === 'success' &&
    sub !== null &&
    isSubscribed({ tier: sub.plan_name, status: sub.status })
      ? swapSlots(orders.orders, sub.plan_name, now)
      : null;

  // Until the unlock, the next bag can be reserved to ship that day.
  const reservation =
    slots !== null && sub !== null && orders.status === 'success'
      ? reservationSlot(orders.orders, sub.plan_name, now)
      : null;
  const offer = slots?.canOrder === true || reservation !== null;

  return (
    <>
      <p className={TEXT}>
        We have emailed you this label too.
        {slots?.canOrder && ' You can choose your next bag now.'}
      </p>
      {reservation !== null ? (
        <p className={TEXT}>
          Your next swap unlocks {shipDay(reservation.shipOn)}. Reserve your next bag now and it
          ships that day.
        </p>
      ) : (
        slots?.blockedBy === 'swap_clock' &&
        slots.nextUnlock !== null && (
          <p className={TEXT}>{swapLockedMessage(slots.nextUnlock, browserTimeZone())}</p>
        )
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {offer && (
          <Button asChild>
            <Link to={paths.bags}>
              {reservation !== null ? 'Reserve Your Next Bag' : 'Choose Your Next Bag'}
            </Link>
          </Button>
        )}
        <Button asChild variant={offer ? 'outline' : 'default'}>
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </div>
    </>
  );
}
