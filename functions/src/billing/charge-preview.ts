/**
 * `previewCharge`: what an upgrade or an added add-on charges today and from the next
 * bill (domain `charge-preview.ts`). A Stripe-billed membership asks Stripe's invoice
 * preview for the same item change `stripe-changes.ts` makes (`always_invoice`, with
 * `proration_date` now): today is the sum of its prorated lines, the monthly bill the
 * rest. A demo-billed one gets domain `chargeNow`, the amount demo billing charges.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  chargeNow,
  chargeNowText,
  pricesForPlan,
  previewedPlan,
  type BillingPrices,
  type ChargePreviewResult,
  type Plan,
  type PreviewChargeInput,
} from '@unlimited/domain';
import { subscriptionDoc } from '../lib/collections';
import { refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import type { BillingDeps } from './membership-billing';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

interface PreviewLine {
  amount: number;
  proration?: boolean | null;
  parent?: { subscription_item_details?: { proration?: boolean | null } | null } | null;
}

const isProration = (line: PreviewLine) =>
  line.proration === true || line.parent?.subscription_item_details?.proration === true;

/** Stripe's preview of changing subscription `subscriptionId` to `plan` at `now`. */
async function stripePreview(
  stripe: Stripe,
  subscriptionId: string,
  plan: Plan,
  prices: BillingPrices,
  now: Date,
): Promise<{ todayCents: number; monthlyCents: number }> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const wanted = new Set(pricesForPlan(plan, prices));
  const items = [
    ...sub.items.data
      .filter((item) => !wanted.has(item.price.id))
      .map((item) => ({ id: item.id, deleted: true })),
    ...[...wanted]
      .filter((price) => !sub.items.data.some((item) => item.price.id === price))
      .map((price) => ({ price, quantity: 1 })),
  ];
  const invoice = await stripe.invoices.createPreview({
    customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    subscription: subscriptionId,
    subscription_details: {
      items,
      proration_behavior: 'always_invoice',
      proration_date: unix(now),
    },
  });
  const lines = invoice.lines.data as unknown as PreviewLine[];
  const today = lines.filter(isProration).reduce((sum, line) => sum + line.amount, 0);
  const todayCents = Math.max(0, today);
  return { todayCents, monthlyCents: Math.max(0, invoice.total - today) };
}

/** The preview for member `uid` (see the module comment). */
export async function previewCharge(
  db: Firestore,
  deps: BillingDeps,
  uid: string,
  input: PreviewChargeInput,
  now: Date = new Date(),
): Promise<ChargePreviewResult> {
  const sub = dataOrNull(await subscriptionDoc(db, uid).get());
  const decision = previewedPlan(sub, input);
  if (!decision.ok || sub === null) {
    throw refusal(decision.ok ? 'Your membership could not be found.' : decision.message);
  }
  const nextBillAt = sub.current_period_end;
  if (deps.mode === 'stripe' && sub.billing_mode === 'stripe' && sub.billing_subscription_id) {
    const { todayCents, monthlyCents } = await stripePreview(
      deps.stripe(),
      sub.billing_subscription_id,
      decision.plan,
      deps.prices,
      now,
    );
    return {
      todayCents,
      monthlyCents,
      nextBillAt: nextBillAt.toISOString(),
      text: chargeNowText(todayCents, monthlyCents, nextBillAt),
      source: 'stripe',
    };
  }
  const charge = chargeNow(sub, decision.plan, now);
  return {
    todayCents: charge.todayCents,
    monthlyCents: charge.monthlyCents,
    nextBillAt: nextBillAt.toISOString(),
    text: charge.text,
    source: 'domain',
  };
}
