import { Link } from 'react-router-dom';
import {
  ADD_ONS,
  formatCents,
  memberPrice,
  monthlyTotalCents,
  SUBSCRIPTION_STATUS_LABELS,
  TIERS,
  type AddOnDetails,
  type AddOnId,
  type Subscription,
} from '@unlimited/domain';
import { MonthlyPrice } from '@/components/billing/monthly-price';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { longDate } from './long-date';

/**
 * The add-ons billed from the next period on: those on the plan, less those the member
 * removed (they stay on until the period ends, listed in `add_ons_ending`).
 */
function addOnsBilledNext(subscription: Subscription): Record<AddOnId, boolean> {
  const stays = (id: AddOnId) =>
    subscription.add_ons[id] && !subscription.add_ons_ending.includes(id);
  return { full_coverage: stays('full_coverage'), select_access: stays('select_access') };
}

/** How an add-on reads in the summary: its name, and when it ends if it was removed. */
function addOnLabel(addOn: AddOnDetails, subscription: Subscription): string | null {
  if (!subscription.add_ons[addOn.id]) return null;
  if (!subscription.add_ons_ending.includes(addOn.id)) return addOn.name;
  return `${addOn.name} (ends ${longDate(subscription.current_period_end)})`;
}

/**
 * What the end of the period means: the next bill, or, with a cancel or a pause scheduled
 * for it (as Manage Membership says), the day access ends or the pause starts.
 */
function periodEnd(subscription: Subscription): { label: string; date: Date | null } {
  if (subscription.status === 'paused') {
    return { label: 'Resumes on', date: subscription.pause_resumes_at };
  }
  if (subscription.status === 'active' && subscription.cancel_at !== null) {
    return { label: 'Access until', date: subscription.cancel_at };
  }
  if (subscription.status !== 'active' || subscription.cancel_at_period_end) {
    return { label: 'Access until', date: subscription.current_period_end };
  }
  return {
    label: subscription.pause_requested_at ? 'Pauses on' : 'Next billing date',
    date: subscription.current_period_end,
  };
}

const endDateText = (date: Date | null) => (date === null ? 'When you resume it' : longDate(date));

/**
 * Plan, monthly price, add-ons and next billing date (paused: no price, and the day it
 * resumes instead), from the subscription document
 * (live: a change made on the manage page shows here at once). The monthly price is what
 * the next bill charges, so an add-on the member removed no longer counts in it; with a
 * promotion still running (the discount billing recorded), what the member pays, beside
 * the list price, and until when.
 */
export function BillingSummary({
  subscription,
  failed,
  joinPath = paths.tierSelection,
  now = new Date(),
}: {
  subscription: Subscription | null;
  failed: boolean;
  /** Where "Choose your access" leads: an invitee's own plan step when they have one. */
  joinPath?: string;
  /** When the price is read (whether a promotion still runs). */
  now?: Date;
}) {
  return (
    <section
      aria-labelledby="billing-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id="billing-heading" className="font-display text-xl">
        Billing Summary
      </h2>
      {failed && <FormAlert className="mt-3">Failed to load subscription details</FormAlert>}
      {!failed && subscription === null && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          You have no membership yet.{' '}
          <Link to={joinPath} className="underline">
            Choose your access
          </Link>
        </p>
      )}
      {subscription && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-neutral-500">Plan</dt>
          <dd className="font-semibold">
            {TIERS[subscription.plan_name].name} · {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
          </dd>
          {subscription.status !== 'paused' && (
            <>
              <dt className="text-neutral-500">Monthly price</dt>
              <dd>
                <MonthlyPrice
                  price={memberPrice(
                    monthlyTotalCents({
                      tier: subscription.plan_name,
                      addOns: addOnsBilledNext(subscription),
                    }),
                    subscription.discount,
                    now,
                  )}
                />
              </dd>
            </>
          )}
          <dt className="text-neutral-500">Add-ons</dt>
          <dd>
            {[ADD_ONS.fullCoverage, ADD_ONS.selectAccess]
              .map((addOn) => addOnLabel(addOn, subscription))
              .filter((label) => label !== null)
              .join(', ') || 'None'}
          </dd>
          <dt className="text-neutral-500">{periodEnd(subscription).label}</dt>
          <dd>{endDateText(periodEnd(subscription).date)}</dd>
          {subscription.retention_credit_cents > 0 && (
            <>
              <dt className="text-neutral-500">Credit</dt>
              <dd>{formatCents(subscription.retention_credit_cents)} off your next bill</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
