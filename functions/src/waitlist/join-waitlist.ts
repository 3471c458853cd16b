/**
 * `joinWaitlist`: one signup per email. The transaction refuses an email already stored
 * (under its hash id, or under any id, such as older or seeded signups) and creates the
 * signup under the email's hash id, so concurrent duplicates cannot both be stored: the
 * loser is retried and sees the winner, or its create fails with ALREADY_EXISTS.
 *
 * A member's email (an account with a subscription, whatever its status: a paused or
 * cancelled member restarts from Manage Membership) is refused too, so admins are never
 * offered to invite a member. That answer tells the caller the email is a member's; an
 * account without a subscription (signed up, never paid) is not told apart from a
 * stranger: it joins the list like anyone.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  ALREADY_A_MEMBER,
  ALREADY_ON_WAITLIST,
  COLLECTIONS,
  newWebSignup,
  signupActivityText,
  type JoinWaitlistResult,
  type WaitlistSignupValues,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { subscriptionDoc, waitlistSignupDoc } from '../lib/collections';
import { ALREADY_EXISTS, CONTENDED_TRANSACTION_ATTEMPTS, grpcCode } from '../lib/errors';
import { signupIdForEmail } from './signup-id';
import { createReferral, referredFields, resolveReferrer } from '../club/referral-join';

/**
 * The part of Firebase Auth the waitlist needs: finding an account by its email, and a
 * referring member's email by her uid.
 */
export type AccountLookup = Pick<Auth, 'getUserByEmail' | 'getUser'>;

/** Whether `email` (normalised) is the sign-in of an account with a subscription. */
export async function isMemberEmail(
  db: Firestore,
  auth: AccountLookup,
  email: string,
): Promise<boolean> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw error;
  }
  return (await subscriptionDoc(db, uid).get()).exists;
}

/**
 * Stores a validated public signup.
 *
 * @throws HttpsError `already-exists` ("This email is already on our waitlist!"),
 *   `failed-precondition` ("This email already has a membership. Sign in instead.")
 */
export async function joinWaitlist(
  db: Firestore,
  auth: AccountLookup,
  values: WaitlistSignupValues,
  now: Date = new Date(),
): Promise<JoinWaitlistResult> {
  const base = newWebSignup(values, now);
  if (await isMemberEmail(db, auth, base.email)) {
    throw new HttpsError('failed-precondition', ALREADY_A_MEMBER);
  }
  // A referral link's member (the Club): resolved here, never an error to the visitor.
  const referrer = await resolveReferrer(db, auth, values.ref, base.email);
  const signup = { ...base, ...referredFields(referrer) };
  const id = signupIdForEmail(signup.email);
  const ref = waitlistSignupDoc(db, id);
  try {
    await db.runTransaction(
      async (tx) => {
        const [byId, byEmail] = await Promise.all([
          tx.get(ref),
          tx.get(
            db.collection(COLLECTIONS.waitlistSignups).where('email', '==', signup.email).limit(1),
          ),
        ]);
        if (byId.exists || !byEmail.empty) {
          throw new HttpsError('already-exists', ALREADY_ON_WAITLIST);
        }
        tx.create(ref, { ...signup, id });
        if (referrer !== null) createReferral(db, tx, id, referrer, signup, now);
        const text = signupActivityText(signup);
        addActivity(
          tx,
          db,
          activityEntry(
            referrer === null ? text : `${text}, referred by a member`,
            now,
            SYSTEM_ACTOR,
          ),
        );
      },
      { maxAttempts: CONTENDED_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) {
      throw new HttpsError('already-exists', ALREADY_ON_WAITLIST);
    }
    throw error;
  }
  logger.info('Waitlist signup stored', {
    signupId: id,
    tier: signup.tier,
    referred: referrer !== null,
  });
  return { id };
}
