/**
 * `joinWaitlist`: one signup per email. The transaction refuses an email already stored
 * (under its hash id, or under any id, such as older or seeded signups) and creates the
 * signup under the email's hash id, so concurrent duplicates cannot both be stored: the
 * loser is retried and sees the winner, or its create fails with ALREADY_EXISTS.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  ALREADY_ON_WAITLIST,
  COLLECTIONS,
  newWebSignup,
  signupActivityText,
  type JoinWaitlistResult,
  type WaitlistSignupValues,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import { waitlistSignupDoc } from '../lib/collections';
import { ALREADY_EXISTS, CONTENDED_TRANSACTION_ATTEMPTS, grpcCode } from '../lib/errors';
import { signupIdForEmail } from './signup-id';

/**
 * Stores a validated public signup.
 *
 * @throws HttpsError `already-exists` ("This email is already on our waitlist!")
 */
export async function joinWaitlist(
  db: Firestore,
  values: WaitlistSignupValues,
  now: Date = new Date(),
): Promise<JoinWaitlistResult> {
  const signup = newWebSignup(values, now);
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
        addActivity(tx, db, activityEntry(signupActivityText(signup), now, SYSTEM_ACTOR));
      },
      { maxAttempts: CONTENDED_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) {
      throw new HttpsError('already-exists', ALREADY_ON_WAITLIST);
    }
    throw error;
  }
  logger.info('Waitlist signup stored', { signupId: id, tier: signup.tier });
  return { id };
}
