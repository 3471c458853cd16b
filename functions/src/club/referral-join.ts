/**
 * A visitor joining the waitlist through a member's link: the code is resolved on the
 * server to its member. Anything wrong with it (unknown, a member with no email, the
 * visitor herself) drops the referral without a word: the visitor always just joins.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  isSelfReferral,
  mailboxKey,
  referralDisplayName,
  type ReferralDoc,
  type WaitlistSignupDoc,
} from '@unlimited/domain';
import { referralDoc } from '../lib/collections';
import { referrerOfCode } from './referral-code';

/** The member a signup is referred by: her uid and email. */
export interface Referrer {
  uid: string;
  email: string;
}

/**
 * The member behind `code` for a signup of `friendEmail`, or `null` when the code is
 * unknown, its member has no email, or the friend is that member (same mailbox).
 */
export async function resolveReferrer(
  db: Firestore,
  auth: Pick<Auth, 'getUser'>,
  code: string | null,
  friendEmail: string,
): Promise<Referrer | null> {
  if (code === null) return null;
  const uid = await referrerOfCode(db, code);
  if (uid === null) {
    logger.info('Waitlist signup with an unknown referral code: ignored');
    return null;
  }
  const email = (await auth.getUser(uid).catch(() => null))?.email ?? null;
  if (email === null) return null;
  if (
    isSelfReferral(
      { uid, mailbox: mailboxKey(email) },
      { uid: null, mailbox: mailboxKey(friendEmail) },
    )
  ) {
    logger.info('Self-referral on the waitlist: ignored', { uid });
    return null;
  }
  return { uid, email };
}

/** The signup's referral fields. */
export function referredFields(
  referrer: Referrer | null,
): Pick<WaitlistSignupDoc, 'referred_by' | 'referred_by_email' | 'referred'> {
  return referrer === null
    ? { referred_by: null, referred_by_email: null, referred: false }
    : { referred_by: referrer.uid, referred_by_email: referrer.email, referred: true };
}

/** Creates the referral of signup `signupId` in the joining transaction. */
export function createReferral(
  db: Firestore,
  tx: Transaction,
  signupId: string,
  referrer: Referrer,
  signup: Pick<WaitlistSignupDoc, 'full_name' | 'email'>,
  now: Date,
): void {
  const referral: ReferralDoc = {
    referrer_uid: referrer.uid,
    friend_name: referralDisplayName(signup.full_name, signup.email),
    state: 'joined',
    credit_cents: null,
    credit_mode: null,
    credit_status: null,
    credit_event_id: null,
    credited_at: null,
    stripe_balance_transaction_id: null,
    applied_charge_id: null,
    created_at: now,
    updated_at: now,
  };
  tx.create(referralDoc(db, signupId), { ...referral, id: signupId });
}
