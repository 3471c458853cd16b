import { format } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ADD_ONS,
  canDowngrade,
  daysLeftInCycle,
  formatCents,
  bagOutState,
  memberPrice,
  type BagOut,
  SUBSCRIPTION_STATUS_LABELS,
  TIERS,
  type Subscription,
} from '@unlimited/domain';
import { MonthlyPrice } from '@/components/billing/monthly-price';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMembership } from '../api/get-membership';
import { AddOnRow } from './add-on-row';
import { BillingActions } from './billing-actions';
import { KeepMembershipButton } from './keep-membership';
import { NoMembership } from './no-membership';
import { swapEligibility } from './swap-eligibility';
import { BillingChangeProvider } from './billing-change';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';

function Manage({
  subscription,
  bagOut,
  eligibility,
  now,
}: {
  subscription: Subscription;
  bagOut: BagOut;
  /** "Available", or "Not Available" and why (`swapEligibility`). */
  eligibility: string;
  now: Date;
}) {
  const navigate = useNavigate();
  const tier = TIERS[subscription.plan_name];
  const periodEnd = format(subscription.current_period_end, 'MMMM d, yyyy');
  const active = subscription.status === 'active';
  const paused = subscription.status === 'paused';
  const day = (date: Date) => format(date, 'MMMM d, yyyy');
  const resumes = subscription.pause_resumes_at;
  const cancelPending = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  const pausePending = !cancelPending && subscription.pause_requested_at !== null;
  // Where focus goes once Keep My Membership (and the notice it sits in) is gone.
  const planHeading = useRef<HTMLHeadingElement>(null);
  const focusPlan = () => planHeading.current?.focus();

  // Refused now (a bag out or on its way back): the button is disabled with the reason
  // beside it, not a toast after a press.
  const downgrade = canDowngrade({ startedAt: subscription.started_at, now, hasBagOut: bagOut });

  return (
    <>
      <section
        aria-labelledby="plan-heading"
        className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
      >
        <h2
          id="plan-heading"
          ref={planHeading}
          tabIndex={-1}
          className="font-display text-xl focus:outline-none"
        >
          Current Plan
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-neutral-600 dark:text-neutral-400">Plan</dt>
          <dd>
            <span className="font-semibold">{tier.name}</span>
            {!paused && (
              <>
                {' '}
                ·{' '}
                <MonthlyPrice
                  price={memberPrice(tier.monthlyPriceCents, subscription.discount, now)}
                />
              </>
            )}
          </dd>
          <dt className="text-neutral-600 dark:text-neutral-400">Status</dt>
          <dd>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</dd>
          {paused ? (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">Resumes on</dt>
              <dd>{resumes === null ? 'When you resume it' : day(resumes)}</dd>
            </>
          ) : (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">
                {cancelPending ? 'Membership ends' : 'Next billing date'}
              </dt>
              <dd>{subscription.cancel_at !== null ? day(subscription.cancel_at) : periodEnd}</dd>
              <dt className="text-neutral-600 dark:text-neutral-400">Swap eligibility</dt>
              <dd>{eligibility}</dd>
              <dt className="text-neutral-600 dark:text-neutral-400">Days left in cycle</dt>
              <dd>{daysLeftInCycle(subscription.current_period_end, now)}</dd>
            </>
          )}
          {subscription.retention_credit_cents > 0 && (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">Credit</dt>
              <dd>{formatCents(subscription.retention_credit_cents)} off your next month</dd>
            </>
          )}
        </dl>
        {active && subscription.cancel_at_period_end && (
          <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950">
            <p role="status">
              Your membership is set to cancel. You will retain access until {periodEnd}.
            </p>
            <KeepMembershipButton onKept={focusPlan} />
          </div>
        )}
        {active && !subscription.cancel_at_period_end && subscription.cancel_at !== null && (
          <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950">
            <p role="status">
              Your membership is set to cancel at the end of your minimum term, on{' '}
              {day(subscription.cancel_at)}. You keep full access until then.
            </p>
            <KeepMembershipButton onKept={focusPlan} />
          </div>
        )}
        {active && pausePending && (
          <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950">
            <p role="status">
              Your membership will pause on {periodEnd}
              {resumes !== null && <> and resume on {day(resumes)}</>}.
            </p>
            <KeepMembershipButton onKept={focusPlan} />
          </div>
        )}
        {active && subscription.pending_plan_name && (
          <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950">
            <p role="status">
              Your plan changes to {TIERS[subscription.pending_plan_name].name} on {periodEnd}.
            </p>
            <KeepMembershipButton label="Keep My Plan" onKept={focusPlan} />
          </div>
        )}
        {paused && (
          <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950">
            <p role="status">
              Your membership is paused
              {resumes !== null && (
                <> until {day(resumes)}, when it resumes and billing starts again</>
              )}
              . You are not billed while it is paused.
            </p>
            <KeepMembershipButton label="Resume Membership Now" onKept={focusPlan} />
          </div>
        )}
      </section>

      <BillingActions subscription={subscription} />

      {/* Paused: nothing is billed and nothing can be added, so no add-on prices. */}
      {!paused && (
        <section
          aria-labelledby="addons-heading"
          className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
        >
          <h2 id="addons-heading" className="font-display text-xl">
            Add-Ons
          </h2>
          <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800">
            <AddOnRow addOn={ADD_ONS.fullCoverage} subscription={subscription} />
            <AddOnRow addOn={ADD_ONS.selectAccess} subscription={subscription} />
          </ul>
        </section>
      )}

      {active && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            {subscription.plan_name !== 'crown' && (
              <Button asChild variant="elite">
                <Link to={`${paths.signupTierSelection}?change=upgrade`}>Upgrade Plan</Link>
              </Button>
            )}
            {subscription.plan_name !== 'reserve' && (
              <Button
                variant="outline"
                disabled={!downgrade.ok}
                aria-describedby={downgrade.ok ? undefined : 'downgrade-blocked'}
                onClick={() => navigate(`${paths.signupTierSelection}?change=downgrade`)}
              >
                Downgrade Plan
              </Button>
            )}
            {!pausePending && !cancelPending && (
              <PauseDialog subscription={subscription} hasBagOut={bagOut} now={now} />
            )}
            {!cancelPending && (
              <CancelDialog subscription={subscription} hasBagOut={bagOut} now={now} />
            )}
          </div>
          {subscription.plan_name !== 'reserve' && !downgrade.ok && (
            <p id="downgrade-blocked" className="text-sm text-neutral-600 dark:text-neutral-400">
              {downgrade.reason}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** `/membership-manage` for the signed-in member `uid`. */
export function MembershipManage({ uid }: { uid: string }) {
  const membership = useMembership(uid);
  const [now] = useState(() => new Date());

  let body;
  if (membership.status === 'loading') body = <PageLoader label="Loading your membership..." />;
  else if (membership.status === 'error') {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-400">
        Failed to load subscription details
      </p>
    );
  } else if (membership.subscription === null) {
    body = <NoMembership />;
  } else {
    const sub = membership.subscription;
    body = (
      <BillingChangeProvider subscription={sub}>
        <Manage
          subscription={sub}
          bagOut={bagOutState(membership.orders)}
          eligibility={swapEligibility(sub, membership.orders, now)}
          now={now}
        />
      </BillingChangeProvider>
    );
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="font-display text-3xl">Manage Membership</h1>
      {body}
    </main>
  );
}
