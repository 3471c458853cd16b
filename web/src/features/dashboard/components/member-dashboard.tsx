import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  bagLimitMessage,
  currentOrders,
  isReservation,
  isSubscribed,
  PAST_DUE_NOTICE,
  swapLockedMessage,
  swapSlots,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/time-zone';
import { useHeldForMe } from '../api/get-held-for-me';
import { useMemberOrders } from '../api/get-member-orders';
import { useMemberProfile } from '../api/get-member-profile';
import { useMemberSubscription } from '../api/get-member-subscription';
import { FINISH_JOINING_PATH, useMyInvitation } from '@/lib/my-invitation';
import { BillingSummary } from './billing-summary';
import { CurrentBagCard } from './current-bag-card';
import { EmptyRotation } from './empty-rotation';
import { HeldBagCard } from './held-bag-card';
import { NextBagCard } from './next-bag-card';
import { NotStartedCard } from './not-started-card';
import { ReservedBagCard } from './reserved-bag-card';
import { ReturningBagCard } from './returning-bag-card';

/** Why the member cannot choose a bag now (the bag page's words), or `null` when they can. */
function choiceBlockedMessage(orders: readonly Order[], tier: TierId, now: Date): string | null {
  const slots = swapSlots(orders, tier, now);
  if (slots.blockedBy === 'bag_limit') {
    return bagLimitMessage(tier, orders, now, browserTimeZone());
  }
  if (slots.blockedBy === 'swap_clock' && slots.nextUnlock !== null) {
    return swapLockedMessage(slots.nextUnlock, browserTimeZone());
  }
  return null;
}

/**
 * The dashboard's greeting: "Welcome back" once the member has an earlier order (they have
 * been here and chosen a bag), otherwise "Welcome": a new member's first visit, straight
 * from paying, is not a return. Orders that did not load greet without "back".
 */
export function dashboardGreeting(firstName: string, orders: readonly Order[]): string {
  return orders.length > 0 ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`;
}

export const JUST_SELECTED_BANNER =
  "Your bag has been added to your rotation. We're preparing it for shipment now.";
export const JUST_RESERVED_BANNER =
  'Your next bag is reserved. We ship it on the day your swap unlocks.';

/** Navigation state the bag page sends after choosing a bag. */
export interface DashboardLocationState {
  justSelectedBag?: boolean;
  /** The bag was reserved to ship later, not ordered to ship now. */
  justReservedBag?: boolean;
}

/** `/dashboard` for the signed-in member `uid`. */
export function MemberDashboard({ uid, tier }: { uid: string; tier: TierId | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [justSelected] = useState(() => {
    const state = location.state as DashboardLocationState | null;
    if (state?.justReservedBag === true) return 'reserved';
    return state?.justSelectedBag === true ? 'selected' : null;
  });
  const [now] = useState(() => new Date());
  const profile = useMemberProfile(uid);
  const orders = useMemberOrders(uid);
  const subscription = useMemberSubscription(uid);
  const heldForMe = useHeldForMe(uid);
  // Only someone with no subscription at all can be an invitee who has not paid yet.
  const invitation = useMyInvitation(
    subscription.status === 'success' && subscription.subscription === null,
  );

  // Shown once: the state is cleared so a reload or Back does not show it again.
  useEffect(() => {
    if (justSelected) navigate(location.pathname, { replace: true, state: null });
  }, [justSelected, navigate, location.pathname]);

  if (
    profile.status === 'loading' ||
    orders.status === 'loading' ||
    subscription.status === 'loading'
  ) {
    return <PageLoader label="Loading your dashboard..." />;
  }

  const firstName = profile.profile?.first_name.trim() || 'Member';
  const current = currentOrders(orders.orders);
  // A reservation is the next bag, shown beside the return it follows, not as a bag held.
  const reserved = current.filter(isReservation);
  const held = current.filter((order) => !isReservation(order));
  const returning = orders.orders.filter((order) => order.order_status === 'return_pending');
  const reservationAfter = (order: Order) =>
    reserved.filter((next) => next.follows_order_id === order.id);
  const reservedAlone = reserved.filter(
    (next) => !returning.some((order) => order.id === next.follows_order_id),
  );
  const reservedCard = (next: (typeof reserved)[number]) => (
    <ReservedBagCard
      key={next.id}
      order={next}
      now={now}
      waitingFor={returning.find((order) => order.id === next.follows_order_id) ?? null}
    />
  );
  const sub = subscription.subscription;
  // The swap period follows the member's plan; without one, the plan the bag was ordered on.
  const subscribed = sub !== null && isSubscribed({ tier: sub.plan_name, status: sub.status });
  const swapTier: TierId | null = subscribed ? sub.plan_name : (tier ?? held[0]?.user_tier ?? null);
  // A bag held for the member is their next bag; until their holds load, offer no other.
  const nextBag =
    swapTier && heldForMe.status !== 'loading' ? (
      <NextBagCard
        orders={orders.orders}
        tier={swapTier}
        now={now}
        heldForYou={heldForMe.held.length}
      />
    ) : null;
  // A hold made while a slot was free stands; if the slots have filled since, say why.
  const heldBlocked = subscribed ? choiceBlockedMessage(orders.orders, sub.plan_name, now) : null;

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {/* The site header around this page carries the member's navigation. */}
      <div>
        <p className="text-xs font-semibold tracking-[0.3em] text-neutral-600 uppercase dark:text-neutral-400">
          Unlimited
        </p>
        <h1 className="font-display text-3xl">{dashboardGreeting(firstName, orders.orders)}</h1>
      </div>

      {justSelected && (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {justSelected === 'reserved' ? JUST_RESERVED_BANNER : JUST_SELECTED_BANNER}
        </p>
      )}

      {sub?.status === 'past_due' && (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{PAST_DUE_NOTICE}</p>
          <Link
            to={paths.membershipManage}
            className="mt-2 inline-block font-semibold underline underline-offset-4"
          >
            Update your card in Manage Billing
          </Link>
        </div>
      )}

      {orders.status === 'error' && (
        <FormAlert>Failed to load your bags. Please refresh the page.</FormAlert>
      )}

      {heldForMe.held.map((entry) => (
        <HeldBagCard key={entry.id} entry={entry} blocked={heldBlocked} />
      ))}

      {held.length > 0 && swapTier ? (
        <>
          {held.map((order, index) => (
            <CurrentBagCard
              key={order.id}
              order={order}
              tier={swapTier}
              now={now}
              title={
                held.length === 1
                  ? 'Your Current Bag'
                  : `Your Current Bag (${index + 1} of ${held.length})`
              }
            />
          ))}
          {/* A tier of two bags with one out: the free slot (or the day it unlocks). */}
          {subscribed && nextBag}
        </>
      ) : (
        orders.status === 'success' &&
        (subscription.status === 'success' && !subscribed && sub !== null ? (
          <EmptyRotation
            heading={
              sub.status === 'paused'
                ? 'Your membership is paused'
                : 'Your membership is not active'
            }
            text={
              sub.status === 'past_due'
                ? 'Choosing a bag is on hold until your payment goes through.'
                : 'Resume or renew your membership to choose bags from the closet.'
            }
            to={paths.membershipManage}
            action="Manage Membership"
          />
        ) : subscription.status === 'success' && !subscribed ? (
          <NotStartedCard invitation={invitation} />
        ) : swapTier ? (
          nextBag
        ) : (
          <EmptyRotation
            heading="No bag in your rotation yet"
            text="Browse the closet and pick your first piece."
            to={paths.bags}
            action="Choose Your First Bag"
          />
        ))
      )}

      {reservedAlone.map(reservedCard)}

      {returning.map((order) => (
        <div key={order.id} className="flex flex-col gap-3">
          <ReturningBagCard order={order} />
          {reservationAfter(order).map(reservedCard)}
        </div>
      ))}

      <BillingSummary
        subscription={sub}
        now={now}
        failed={subscription.status === 'error'}
        {...(invitation.status === 'open' ? { joinPath: FINISH_JOINING_PATH } : {})}
      />

      <nav aria-label="Membership actions" className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.bags}>Browse Bags</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.orders}>Your Orders</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.membershipManage}>Manage Membership</Link>
        </Button>
      </nav>
    </main>
  );
}
