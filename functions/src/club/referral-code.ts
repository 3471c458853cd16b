/**
 * A member's referral code (`referrers/{uid}`): made on the server the first time she opens
 * the Club, from 12 random bytes (domain `referralCodeFromBytes`), then never changed. The
 * transaction creates it once, whatever the number of tabs asking at the same time.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  REFERRAL_CODE_LENGTH,
  referralCodeFromBytes,
  type ReferralCodeResult,
} from '@unlimited/domain';
import { referrerDoc, subscriptionDoc } from '../lib/collections';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';

/** Refusal for an account with no membership. */
export const CLUB_MEMBERS_ONLY =
  'The Club is for members: your referral link appears once your membership has started.';

/**
 * The referral code of member `uid`, made the first time.
 *
 * @throws HttpsError `failed-precondition` ({@link CLUB_MEMBERS_ONLY}) without a membership
 */
export async function getReferralCode(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
  random: (size: number) => Uint8Array = randomBytes,
): Promise<ReferralCodeResult> {
  const subscription = dataOrNull(await subscriptionDoc(db, uid).get());
  if (subscription === null) throw refusal(CLUB_MEMBERS_ONLY);
  const ref = referrerDoc(db, uid);
  return db.runTransaction(async (tx) => {
    const existing = dataOrNull(await tx.get(ref));
    if (existing !== null) return { code: existing.code };
    // 60 random bits: a repeat is as good as impossible, but never give one code twice.
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = referralCodeFromBytes(random(REFERRAL_CODE_LENGTH));
      const taken = await tx.get(
        db.collection(COLLECTIONS.referrers).where('code', '==', code).limit(1),
      );
      if (!taken.empty) continue;
      tx.create(ref, { id: uid, code, created_at: now });
      logger.info('Referral code made', { uid });
      return { code };
    }
    throw new Error('No free referral code after 3 tries');
  });
}

/** The member whose code `code` is, or `null` (an unknown code). */
export async function referrerOfCode(db: Firestore, code: string): Promise<string | null> {
  const found = await db.collection(COLLECTIONS.referrers).where('code', '==', code).limit(1).get();
  return found.docs[0]?.id ?? null;
}
