/**
 * What each notification says, in the inbox and in its email: a queue offer, a saved
 * bag back in the closet, a queued bag sold, an order placed, a bag shipped (with the
 * carrier's tracking link), its tracking number changed, a bag delivered, a return
 * received. Pure; the functions' notifications module writes them.
 */
import { productName } from '../catalogue';
import { BUSINESS_TIME_ZONE, onFirstUse } from '../core';
import {
  shipDay,
  escapeHtml,
  type MailDoc,
  type OrderRefusal,
  trackingLink,
  type TrackingLink,
} from '../orders';
import type { NotificationKind } from './schemas/notification';

/** A notification's words and where it leads (a path inside the site). */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** The carrier's tracking page of the bag the notice is about (its email links it). */
  tracking?: TrackingLink | null;
}

/** The bag a notice names. */
export interface NoticeBag {
  id: string;
  title: string;
  brand: string;
}

const holdFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    }),
);

/** `Nov 25, 2026, 3:00 PM ET`: when a hold ends, in the service's time zone. */
export function formatHoldEnd(date: Date): string {
  return `${holdFormat().format(date)} ET`;
}

const bagPath = (id: string) => `/bags/${encodeURIComponent(id)}`;

/** The first in line: the bag is held for them until `expiresAt`. */
export function queueOfferNotice(bag: NoticeBag, expiresAt: Date): Notice {
  const name = productName(bag.brand, bag.title);
  return {
    kind: 'queue_offer',
    title: `The ${name} is held for you`,
    body: `It is your turn: the ${name} is back and reserved for you until ${formatHoldEnd(expiresAt)}. Choose it on its page before then, or it passes to the next member in line.`,
    link: bagPath(bag.id),
  };
}

/** A bag the member saved is in the closet again. */
export function availabilityNotice(bag: NoticeBag): Notice {
  const name = productName(bag.brand, bag.title);
  return {
    kind: 'availability',
    title: `The ${name} is back`,
    body: `A bag you saved is in the closet now. It goes to the first member who chooses it.`,
    link: bagPath(bag.id),
  };
}

/**
 * A bag the member is waiting for is free again but could not be held for them:
 * `refusal` is what `createOrder` would say to them now (their slots, a swap clock, the
 * membership). They keep their place.
 */
export function passedOverNotice(
  bag: NoticeBag,
  refusal: Pick<OrderRefusal, 'reason' | 'message'>,
  heldForNext: boolean,
): Notice {
  const name = productName(bag.brand, bag.title);
  // The bag is free, so "no longer available" can only mean its level is not theirs.
  const reason =
    refusal.reason === 'bag_unavailable'
      ? 'your membership does not include this bag now.'
      : refusal.message;
  return {
    kind: 'availability',
    title: `The ${name} is back`,
    body: `The ${name} you are waiting for is back, but it could not be held for you: ${reason} ${
      heldForNext
        ? 'It is held for the next member in line who can take it.'
        : 'It is in the closet for the first member who chooses it.'
    } You keep your place in its queue for the next time it is free.`,
    link: bagPath(bag.id),
  };
}

/**
 * A bag the member queued for (or held an offer for) was bought by its holder: it is no
 * longer available and their place in its queue has closed; their other queues stand.
 */
export function bagSoldNotice(bag: NoticeBag): Notice {
  const name = productName(bag.brand, bag.title);
  return {
    kind: 'bag_sold',
    title: `The ${name} has been sold`,
    body: `The ${name} you were queued for has been bought by a member, so it is no longer available and your place in its queue has closed. Your places in other queues are unchanged.`,
    link: '/bags',
  };
}

/** The bag an order notice names. */
export interface NoticeOrder {
  bag_name: string;
  bag_brand: string;
}

/**
 * The member placed an order: it is confirmed and being prepared; or, for a reservation
 * (`shipOn`, see `next-bag.ts`), it is reserved and ships on its day.
 */
export function orderPlacedNotice(order: NoticeOrder, shipOn: Date | null = null): Notice {
  const name = productName(order.bag_brand, order.bag_name);
  if (shipOn !== null) {
    return {
      kind: 'shipping',
      title: `Your next bag, the ${name}, is reserved`,
      body: `It ships on ${shipDay(shipOn)}, the day your swap unlocks, and we will email you its tracking number then. You can cancel the reservation from your dashboard until it ships.`,
      link: '/dashboard',
    };
  }
  return {
    kind: 'shipping',
    title: `Your order for the ${name} is confirmed`,
    body: `Your bag has been added to your rotation. We're preparing it for shipment now, and we will email you its tracking number when it ships.`,
    link: '/orders',
  };
}

/** The member's bag has shipped (with the carrier's tracking link when the number has one). */
export function shippingNotice(order: NoticeOrder, tracking: string | null): Notice {
  const name = productName(order.bag_brand, order.bag_name);
  const link = trackingLink(tracking);
  return {
    kind: 'shipping',
    title: `Your ${name} has shipped`,
    body: tracking
      ? `It is on its way to you${link ? ` with ${link.carrierName}` : ''}. Tracking number: ${tracking.trim()}.`
      : 'It is on its way to you.',
    link: '/orders',
    tracking: link,
  };
}

/**
 * A tracking number was added to the member's bag already on its way (`previous` null), or
 * changed from `previous`: the number to follow now. Sent as a shipping notice (the same
 * inbox kind and email choice as the shipment's).
 */
export function trackingChangedNotice(
  order: NoticeOrder,
  tracking: string,
  previous: string | null,
): Notice {
  const name = productName(order.bag_brand, order.bag_name);
  const link = trackingLink(tracking);
  return previous === null
    ? {
        kind: 'shipping',
        title: `Tracking number for your ${name}`,
        body: `Your ${name} is on its way. Tracking number: ${tracking}.`,
        link: '/orders',
        tracking: link,
      }
    : {
        kind: 'shipping',
        title: `New tracking number for your ${name}`,
        body: `Your ${name} is on its way. Its tracking number is now ${tracking} (it was ${previous}).`,
        link: '/orders',
        tracking: link,
      };
}

/** The member's bag has arrived: its swap clock starts. */
export function deliveredNotice(order: NoticeOrder): Notice {
  const name = productName(order.bag_brand, order.bag_name);
  return {
    kind: 'shipping',
    title: `Your ${name} has been delivered`,
    body: `Your ${name} has arrived. Enjoy it: your swap clock starts today, and your dashboard shows when your next swap unlocks.`,
    link: '/dashboard',
  };
}

/** We received a bag the member sent back. */
export function returnReceivedNotice(order: NoticeOrder): Notice {
  const name = productName(order.bag_brand, order.bag_name);
  return {
    kind: 'returns',
    title: `We received your ${name}`,
    body: 'Thank you: its return is complete and nothing more is needed from you.',
    link: '/orders',
  };
}

/** A notification's email for the `mail` outbox ("Trigger Email from Firestore" format). */
export type NotificationMailDoc = Omit<MailDoc, 'meta'> & {
  meta: { kind: NotificationKind; user_id: string; notification_id: string };
};

/** The email of `notice` to `to`; `siteUrl` makes its link absolute. */
export function notificationMail(
  notice: Notice,
  ids: { userId: string; notificationId: string },
  to: string,
  siteUrl: string,
  now: Date,
): NotificationMailDoc {
  const url = `${siteUrl.replace(/\/$/, '')}${notice.link}`;
  // A shipment's email leads to the carrier's page first, then to the site.
  const track = notice.tracking
    ? { label: `Track it on ${notice.tracking.carrierName}`, url: notice.tracking.url }
    : null;
  const text = [
    notice.body,
    '',
    ...(track === null ? [] : [`${track.label}: ${track.url}`, '']),
    url,
    '',
    'Choose which emails you get in your account settings.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(notice.body)}</p>`,
    ...(track === null
      ? []
      : [`<p><a href="${escapeHtml(track.url)}">${escapeHtml(track.label)}</a></p>`]),
    `<p><a href="${escapeHtml(url)}">Open Unlimited</a></p>`,
    '<p style="color:#666;font-size:12px">Choose which emails you get in your account settings.</p>',
  ].join('');
  return {
    to,
    message: { subject: notice.title, text, html },
    meta: { kind: notice.kind, user_id: ids.userId, notification_id: ids.notificationId },
    created_at: now,
  };
}
