/**
 * `openBillingPortal()`: a Stripe customer portal session for the member's card and
 * invoices (and paying a failed invoice). Demo billing has no cards or invoices.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type Stripe from 'stripe';
import { subscriptionDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** Refusal: the membership is not billed by Stripe (demo billing, or none). */
export const NO_BILLING_ACCOUNT =
  'There is no card or invoice on file for this membership (demo billing charges no card).';

export async function billingPortalUrl(
  db: Firestore,
  deps: { mode: 'stripe' | 'demo' | null; stripe: () => Stripe; returnUrl: string },
  uid: string,
): Promise<string> {
  const sub = dataOrNull(await subscriptionDoc(db, uid).get());
  if (deps.mode !== 'stripe' || sub?.billing_mode !== 'stripe' || !sub.billing_customer_id) {
    throw new HttpsError('failed-precondition', NO_BILLING_ACCOUNT);
  }
  const session = await deps.stripe().billingPortal.sessions.create({
    customer: sub.billing_customer_id,
    return_url: deps.returnUrl,
  });
  return session.url;
}
