/**
 * Waitlist signup written → its referral's state (joined, invited, member), only forward
 * (domain `referralStateForSignup`): a credited referral stays credited. Run by the
 * signups' write trigger (../triggers.ts); idempotent (a recomputation).
 */
import { referralStateForSignup, type WaitlistStatus } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { referralDoc } from '../lib/collections';
import { beforeAndAfter } from '../lib/events';
import { dataOrNull } from '../lib/snapshots';
import type { WriteHandler } from '../lib/written-trigger';

export const syncReferralState: WriteHandler = async (event) => {
  const { after } = beforeAndAfter(event);
  if (after === null || typeof after.referred_by !== 'string') return;
  const status = after.status as WaitlistStatus;
  const db = firestore();
  const ref = referralDoc(db, event.params.docId);
  await db.runTransaction(async (tx) => {
    const referral = dataOrNull(await tx.get(ref));
    if (referral === null) return;
    const state = referralStateForSignup(status, referral.state);
    if (state === referral.state) return;
    tx.update(ref, { state, updated_at: new Date() });
  });
};
