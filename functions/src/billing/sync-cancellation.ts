/**
 * A cancellation at period end (or its undo) told to Stripe, so the webhook's next
 * subscription event carries the same `cancel_at_period_end` instead of reverting it.
 * Demo billing and memberships without a Stripe subscription have nothing to tell.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import { subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

export async function syncCancellationToStripe(
  db: Firestore,
  deps: { mode: 'stripe' | 'demo' | null; stripe: () => Stripe },
  uid: string,
): Promise<boolean> {
  if (deps.mode !== 'stripe') return false;
  const sub = dataOrNull(await subscriptionDoc(db, uid).get());
  if (sub?.billing_mode !== 'stripe' || sub.billing_subscription_id === null) return false;
  await deps.stripe().subscriptions.update(sub.billing_subscription_id, {
    cancel_at_period_end: sub.cancel_at_period_end,
  });
  logger.info('Cancellation sent to Stripe', { uid, cancelAtPeriodEnd: sub.cancel_at_period_end });
  return true;
}
