/**
 * The Club: members refer friends with a personal link (`/waitlist?ref=CODE`). A friend
 * who joins the waitlist through it is stored as referred by that member; once the friend
 * is a paying member (their first paid invoice), the referrer gets one account credit of
 * {@link REFERRAL_CREDIT_CENTS} through billing: a customer balance credit with Stripe,
 * the same credit taken off her next demo-billed charge in demo billing. One credit per
 * new member (the referral is keyed by the friend's signup), never for a self-referral.
 */

/** The credit a member earns for each friend who becomes a paying member: $25. */
export const REFERRAL_CREDIT_CENTS = 2500;

/** The query parameter of the referral link on `/waitlist`. */
export const REFERRAL_PARAM = 'ref';

/**
 * The referral code's alphabet: Crockford's base 32 (no I, L, O or U, so a code read
 * aloud or copied by hand is not mistaken).
 */
export const REFERRAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a referral code: 12 of 32 symbols, 60 random bits (unguessable). */
export const REFERRAL_CODE_LENGTH = 12;

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/**
 * A referral code made from random bytes (at least {@link REFERRAL_CODE_LENGTH} of them;
 * the server passes `crypto.randomBytes`): each byte picks one symbol (256 is a multiple
 * of 32, so every symbol is equally likely).
 */
export function referralCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) {
    throw new Error(`A referral code needs ${REFERRAL_CODE_LENGTH} random bytes`);
  }
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[(bytes[i] ?? 0) % REFERRAL_CODE_ALPHABET.length];
  }
  return code;
}

/**
 * The code a link carries, in its stored form (trimmed, upper-cased), or `null` when it is
 * not one (anything else is ignored: a bad code never stops a visitor from joining).
 */
export function normaliseReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The waitlist path of a referral link (`/waitlist?ref=CODE`). */
export function referralPath(code: string): string {
  return `/waitlist?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;
}

/** Where a referral stands, in order: each step only moves forward. */
export const REFERRAL_STATES = ['joined', 'invited', 'member', 'credited'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** What the Club page says of each state. */
export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = {
  joined: 'Joined the waitlist',
  invited: 'Invited',
  member: 'Member',
  credited: 'Member, credit earned',
};

/**
 * The state a waitlist signup's status makes (Pending or Declined: still on the waitlist;
 * Invited; Converted: a member), never going back from `current` (a credit earned stays).
 */
export function referralStateForSignup(
  signupStatus: 'pending' | 'invited' | 'converted' | 'declined',
  current: ReferralState,
): ReferralState {
  const next: ReferralState =
    signupStatus === 'converted' ? 'member' : signupStatus === 'invited' ? 'invited' : 'joined';
  return REFERRAL_STATES.indexOf(next) > REFERRAL_STATES.indexOf(current) ? next : current;
}

/** Who referred, and who joined: their uid (when known) and mailbox (see `mailboxKey`). */
export interface ReferralParty {
  uid: string | null;
  /** The mailbox of the email (`mailboxKey`), so `a.da+x@gmail.com` is `ada@gmail.com`. */
  mailbox: string | null;
}

/** Whether the friend is the referrer herself: the same account or the same mailbox. */
export function isSelfReferral(referrer: ReferralParty, friend: ReferralParty): boolean {
  if (referrer.uid !== null && referrer.uid === friend.uid) return true;
  return referrer.mailbox !== null && referrer.mailbox === friend.mailbox;
}

/** What a paid invoice of the referred member does to her referral. */
export type ReferralCreditDecision =
  | { grant: true; cents: number }
  | { grant: false; reason: 'already_credited' | 'self_referral' | 'nothing_paid' };

/**
 * Whether a paid invoice of `amountPaidCents` by the referred member earns the referrer
 * her credit: once (a referral credited, or with a credit on its way, earns nothing more),
 * never for a self-referral, and only for money paid (a free first month is not yet a
 * paying member: a later paid invoice earns it).
 */
export function decideReferralCredit(args: {
  referral: { referrer_uid: string; credit_cents: number | null };
  memberUid: string;
  amountPaidCents: number;
}): ReferralCreditDecision {
  if (args.referral.credit_cents !== null) return { grant: false, reason: 'already_credited' };
  if (args.referral.referrer_uid === args.memberUid) {
    return { grant: false, reason: 'self_referral' };
  }
  if (args.amountPaidCents <= 0) return { grant: false, reason: 'nothing_paid' };
  return { grant: true, cents: REFERRAL_CREDIT_CENTS };
}

/**
 * The demo credits to take off a charge of `amountCents`: whole credits, oldest first,
 * while they fit (the rest wait for the next charge); the amount and the ids taken.
 */
export function creditsForCharge<T extends { id: string; cents: number }>(
  credits: readonly T[],
  amountCents: number,
): { cents: number; ids: string[] } {
  let left = amountCents;
  const ids: string[] = [];
  for (const credit of credits) {
    if (credit.cents <= 0 || credit.cents > left) continue;
    left -= credit.cents;
    ids.push(credit.id);
  }
  return { cents: amountCents - left, ids };
}

/**
 * How the Club shows a friend without giving her email away: the first name she gave,
 * else the email with all but the first letter of its name hidden (`a•••@gmail.com`).
 */
export function referralDisplayName(fullName: string | null, email: string): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  if (first !== '') return first;
  return maskEmail(email);
}

/** `ada@gmail.com` → `a•••@gmail.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
