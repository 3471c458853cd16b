import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { TierId } from '@unlimited/domain';
import { SEED_PASSWORD } from '../../scripts/seed-data';

const DAY = 86_400_000;

/** A member of a journey's own, written by {@link addMember}. */
export interface NewMember {
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  shipping_address: unknown;
  tier: TierId;
  /**
   * Sets the tier claim at once; without it the claim comes from the subscription
   * trigger a moment later (a journey that waits for it says so).
   */
  claim?: boolean;
  /** Fields of the subscription over an active one started 90 days ago, renewing in 10. */
  subscription?: Record<string, unknown>;
}

/**
 * Creates the member's account (the seed password), profile and active subscription with
 * the Admin SDK, as signing up and paying would have left them.
 */
export async function addMember(admin: App, db: Firestore, member: NewMember): Promise<void> {
  const { uid, email, tier } = member;
  const now = Date.now();
  await getAuth(admin).createUser({ uid, email, password: SEED_PASSWORD, emailVerified: true });
  if (member.claim) await getAuth(admin).setCustomUserClaims(uid, { tier });
  await db.collection('profiles').doc(uid).set({
    first_name: member.first_name,
    last_name: member.last_name,
    username: member.username,
    email,
    shipping_address: member.shipping_address,
  });
  await db
    .collection('subscriptions')
    .doc(uid)
    .set({
      plan_name: tier,
      status: 'active',
      started_at: new Date(now - 90 * DAY),
      current_period_end: new Date(now + 10 * DAY),
      add_ons: { full_coverage: false, select_access: false },
      ...member.subscription,
    });
}
