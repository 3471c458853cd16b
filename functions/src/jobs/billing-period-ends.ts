/**
 * The daily billing-period job, for memberships the demo billing mode bills: when a
 * period ends it does what Stripe does for a Stripe subscription (domain `demoRenew`: a
 * cancellation ends it, a scheduled downgrade or add-on removal applies, a paused one
 * renews paused) and hands the resulting event to the webhook's handler, which writes
 * the subscription. Stripe-billed memberships are left to Stripe's own events.
 *
 * The renewal is built from the document as stored inside the transaction that writes it
 * (`applyDemoChange`), so a member's change made meanwhile is never overwritten, and the
 * job's clock (`--now` of the script) cannot make a member's later change stale.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  billingObjectFromDoc,
  demoPeriodInvoice,
  demoRenew,
  type BillingPrices,
} from '@unlimited/domain';
import { applyBillingEvent, applyDemoChange } from '../billing/apply-event';
import { demoInvoiceId, demoInvoicePaidEvent } from '../billing/demo-billing';
import { subscriptionDoc, subscriptionsCol } from '../lib/collections';
import { takeDemoCredits } from '../club/referral-credit';
import { dataOrNull } from '../lib/snapshots';

/**
 * Renews (or ends) every demo-billed active or paused subscription whose period has
 * ended; a pause whose resume date has come ends with the renewal.
 */
export async function runBillingPeriodEndsJob(
  db: Firestore,
  prices: BillingPrices,
  now: Date = new Date(),
): Promise<{ changed: string[] }> {
  const snap = await subscriptionsCol(db)
    .where('status', 'in', ['active', 'paused'])
    .where('current_period_end', '<=', now)
    .get();
  const changed: string[] = [];
  for (const doc of snap.docs) {
    const sub = dataOrNull(doc);
    if (sub === null || sub.billing_mode === 'stripe') continue;
    const outcome = await applyDemoChange(
      db,
      doc.id,
      (stored) =>
        (stored.status !== 'active' && stored.status !== 'paused') ||
        stored.billing_mode === 'stripe'
          ? null
          : demoRenew(billingObjectFromDoc(doc.id, stored, prices), prices, now),
      prices,
      now,
    );
    if (outcome !== 'applied') continue;
    changed.push(doc.id);
    // The new period's invoice, paid, as Stripe's renewal (a paused or ended membership is
    // not billed): the billing history's charge, with a retention credit taken off.
    const renewed = dataOrNull(await subscriptionDoc(db, doc.id).get());
    if (renewed?.status !== 'active' || renewed.billing_mode === 'stripe') continue;
    const invoiceId = demoInvoiceId();
    const period = (creditCents: number) =>
      demoPeriodInvoice({
        id: invoiceId,
        uid: doc.id,
        sub: renewed,
        billingReason: 'subscription_cycle',
        creditCents,
        prices,
        now,
      });
    // The member's Club credits (referrals), taken off what is left to pay, once each.
    const before = period(sub.retention_credit_cents).amount_paid;
    const club = await takeDemoCredits(db, doc.id, invoiceId, before, now);
    const invoice = period(sub.retention_credit_cents + club);
    const billed = await applyBillingEvent(
      db,
      demoInvoicePaidEvent(invoice, now),
      prices,
      'demo',
      now,
    );
    if (billed !== 'applied') logger.error('Demo renewal not recorded', { uid: doc.id, billed });
  }
  logger.info('Billing-period job done', { checked: snap.size, changed: changed.length });
  return { changed };
}
