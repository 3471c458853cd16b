/**
 * Unsubscribing from notice emails, and resending a failed email (admins): the callables'
 * inputs, results and the texts people read. A notice email carries a signed link (and
 * `List-Unsubscribe` headers) that turns that kind of email off in the member's
 * `notification_settings` without signing in; the page at `/unsubscribe?token=…` shows
 * what it turns off before it does.
 */
import { z } from 'zod';
import { escapeHtml } from '../orders';
import { NOTIFICATION_KINDS, type NotificationKind } from './schemas/notification';

/** Refusal: the link is not one we made (mistyped, cut short or altered). */
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. It may have been cut short when it was copied. Open it again from the email, or sign in and turn emails off under Account settings.';
/** Refusal: the link is older than {@link UNSUBSCRIBE_LINK_DAYS} days. */
export const UNSUBSCRIBE_LINK_EXPIRED =
  'This unsubscribe link has expired. Use the link in a newer email, or sign in and turn emails off under Account settings.';
/** Refusal: the member's account no longer exists. */
export const UNSUBSCRIBE_NO_ACCOUNT =
  'The account this link was sent to no longer exists, so it gets no emails from us.';

/** How long an unsubscribe link works, in days from the email. */
export const UNSUBSCRIBE_LINK_DAYS = 180;

const token = z
  .string({ error: UNSUBSCRIBE_LINK_INVALID })
  .trim()
  .min(20, UNSUBSCRIBE_LINK_INVALID)
  .max(600, UNSUBSCRIBE_LINK_INVALID);

/**
 * `unsubscribeEmails({ token, action })` (anyone holding the link): `check` says what
 * the link turns off and whether it is already off; `unsubscribe` turns that kind of
 * email off; `unsubscribe_all` turns every notice email off.
 */
export const unsubscribeEmailsInputSchema = z.object({
  token,
  action: z.enum(['check', 'unsubscribe', 'unsubscribe_all'], {
    error: 'Please choose what to turn off.',
  }),
});
export type UnsubscribeEmailsInput = z.input<typeof unsubscribeEmailsInputSchema>;

/** What the link is about and what is off now. */
export interface UnsubscribeEmailsResult {
  kind: NotificationKind;
  /** Whether emails of `kind` are still sent. */
  kindEmailOn: boolean;
  /** Whether every notice email is off. */
  allOff: boolean;
}

/** What an unsubscribe token names: the member and the kind of notice. */
export interface UnsubscribeClaim {
  uid: string;
  kind: NotificationKind;
  /** When the link was made. */
  issuedAt: Date;
}

/** Whether `value` is a notice kind (what a token may name). */
export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How the unsubscribe page names the emails of `kind`, after "emails when". */
export const NOTIFICATION_KIND_EMAIL_TOPICS: Record<NotificationKind, string> = {
  availability: 'a bag you saved is back in the closet',
  queue_offer: 'a bag you queued for is held for you',
  shipping: 'your bag ships or its tracking number changes',
  returns: 'we receive a bag you sent back',
  bag_sold: 'a bag you queued for is sold',
};

/** The footer a notice email carries: why it came, and the link that stops it. */
export function unsubscribeFooter(
  kind: NotificationKind,
  url: string,
): { text: string; html: string } {
  const topic = NOTIFICATION_KIND_EMAIL_TOPICS[kind];
  const why = `You get this email because you asked for an email when ${topic}.`;
  return {
    text: `${why}\nTurn these emails off: ${url}`,
    html: `<p style="color:#666;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(url)}">Turn these emails off</a>.</p>`,
  };
}

const mailId = z
  .string({ error: 'Please choose an email.' })
  .trim()
  .min(1, 'Please choose an email.')
  .max(1500, 'Please choose an email.')
  .refine((id) => !id.includes('/'), 'Please choose an email.');

/** `resendMail({ mailId })` (admins): send a failed email again. */
export const resendMailInputSchema = z.object({ mailId });
export type ResendMailInput = z.input<typeof resendMailInputSchema>;
export interface ResendMailResult {
  mailId: string;
}
