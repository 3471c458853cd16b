/** The named references of `referralsCol`, `referralDoc`, `referrerDoc` (see `../firestore-refs.ts`). */
import { referralDocSchema, referrerDocSchema } from '../../club';
import { COLLECTIONS } from '../collection-names';

/** The Club's referrals; a member reads only her own (`referrer_uid`). */
export const referralsCol = {
  collection: COLLECTIONS.referrals,
  schema: referralDocSchema,
} as const;
/** One referral, keyed by the friend's waitlist signup. */
export const referralDoc = {
  collection: COLLECTIONS.referrals,
  schema: referralDocSchema,
  id: (signupId: string) => signupId,
} as const;
/** A member's referral code (functions only). */
export const referrerDoc = {
  collection: COLLECTIONS.referrers,
  schema: referrerDocSchema,
  id: (uid: string) => uid,
} as const;
