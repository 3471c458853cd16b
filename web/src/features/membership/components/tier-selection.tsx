import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ADD_ONS,
  addOnDetails,
  canDowngrade,
  formatCents,
  bagOutState,
  type BagOut,
  isDowngrade,
  isUpgrade,
  planChangePreview,
  policySection,
  TIER_LIST,
  TIERS,
  type Subscription,
  type TierDetails,
  type TierId,
} from '@unlimited/domain';
import { FEATURED_TIER, TierBadge, TierFeatures } from '@/components/tiers/tier-features';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import { CHANGE_TIER_FAILED, useChangeTier } from '../api/change-tier';
import { useMembership } from '../api/get-membership';
import { BillingChangeProvider, useBillingChange } from './billing-change';
import { ChargeDialogButton } from './charge-dialog';
import { FinishJoiningNotice } from './no-membership';

export type PlanChange = 'upgrade' | 'downgrade';

/** The `change` search parameter, when it is one of the two flags. */
export function planChangeFromSearch(search: URLSearchParams): PlanChange | null {
  const change = search.get('change');
  return change === 'upgrade' || change === 'downgrade' ? change : null;
}

/** One membership card, in the landing page's type and palette. */
function Card({ tier, children }: { tier: TierDetails; children: React.ReactNode }) {
  const featured = tier.id === FEATURED_TIER;
  return (
    <article
      aria-label={tier.name}
      className={`relative flex flex-col rounded-3xl border bg-white p-7 pt-9 dark:bg-neutral-900 ${featured ? 'border-gold shadow-[0_30px_60px_-35px_rgba(184,147,74,0.8)]' : 'border-neutral-200 dark:border-neutral-800'}`}
    >
      <TierBadge tier={tier} tone={featured ? 'ink' : 'cream'} className="absolute -top-3 left-7" />
      <h2 className="font-display text-3xl">{tier.name}</h2>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{tier.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-display text-4xl">{formatCents(tier.monthlyPriceCents)}</span>
        <span className="text-sm text-neutral-600 dark:text-neutral-400">/month</span>
      </p>
      <TierFeatures tier={tier} className="mt-6 flex-1" />
      <div className="mt-8">{children}</div>
    </article>
  );
}

/** Select Access, shown as what it is: an add-on to a membership, not a fourth tier. */
function SelectAccessAddOn({ member }: { member: boolean }) {
  const addOn = ADD_ONS.selectAccess;
  return (
    <section
      aria-labelledby="select-access-title"
      className="mt-10 flex flex-col gap-6 rounded-3xl border border-dashed border-gold-deep/50 bg-cream/60 p-7 sm:flex-row sm:items-center sm:justify-between dark:border-gold/40 dark:bg-neutral-900/60"
    >
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase dark:text-gold">
          Add-on
        </p>
        <h2 id="select-access-title" className="mt-2 font-display text-2xl">
          {addOn.name}{' '}
          <span className="font-sans text-base text-neutral-700 dark:text-neutral-300">
            +{formatCents(addOn.monthlyPriceCents)}/month
          </span>
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
          {policySection('select-access').paragraphs.join(' ')}
        </p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to={member ? paths.membershipManage : paths.waitlist}>ADD ON</Link>
      </Button>
    </section>
  );
}

/** A tier's action for a member changing plan, or for a visitor. */
function TierAction({
  tier,
  subscription,
  bagOut,
  change,
}: {
  tier: TierDetails;
  subscription: Subscription | null;
  bagOut: BagOut;
  change: PlanChange | null;
}) {
  const changeTier = useChangeTier();
  const { track } = useBillingChange();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const current: TierId | null = subscription?.status === 'active' ? subscription.plan_name : null;

  if (current === null || change === null) {
    return (
      <Button asChild className="w-full">
        <Link to={paths.waitlist}>Apply Now</Link>
      </Button>
    );
  }
  if (tier.id === current) {
    return (
      <p
        className="text-center text-sm font-semibold"
        aria-label={`${tier.name} is your current plan`}
      >
        Current Plan
      </p>
    );
  }
  const allowed =
    change === 'upgrade' ? isUpgrade(current, tier.id) : isDowngrade(current, tier.id);
  if (!allowed) return null;

  const preview = subscription ? planChangePreview(subscription, tier.id, now) : null;
  const previewText = preview
    ? [
        preview.text,
        ...(preview.droppedAddOns.length > 0
          ? [
              `${preview.droppedAddOns.map((id) => addOnDetails(id).name).join(' and ')} ends with this change.`,
            ]
          : []),
      ]
    : [];
  const stripeBilled = subscription?.billing_mode === 'stripe';
  const label = `${change === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${tier.name}`;
  const applyChange = async () => {
    const result = await changeTier({ tier: tier.id });
    // Stays "processing" until the membership shows the new plan (or the wait ends).
    await track(result);
    navigate(paths.membershipManage);
  };
  const downgrade = async () => {
    setError(null);
    if (subscription) {
      const check = canDowngrade({
        startedAt: subscription.started_at,
        now: new Date(),
        hasBagOut: bagOut,
      });
      if (!check.ok) {
        setError(check.reason);
        return;
      }
    }
    setBusy(true);
    try {
      await applyChange();
    } catch (cause) {
      setError(callableErrorMessage(cause, CHANGE_TIER_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {previewText.length > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{previewText.join(' ')}</p>
      )}
      {change === 'upgrade' ? (
        // Charged at once: the member confirms what changes and what it costs first.
        <ChargeDialogButton
          className="w-full"
          variant={tier.id}
          title={`${label}?`}
          // Stripe-billed: today's amount is Stripe's own preview, asked on opening.
          lines={[
            `Your plan changes from ${TIERS[current].name} to ${tier.name} today.`,
            ...(stripeBilled ? previewText.slice(1) : previewText),
          ]}
          billedNow={stripeBilled ? { tier: tier.id } : null}
          busyLabel="Updating..."
          failed={CHANGE_TIER_FAILED}
          onConfirm={applyChange}
        >
          {label}
        </ChargeDialogButton>
      ) : (
        <Button
          className="w-full"
          variant={tier.id}
          disabled={busy}
          onClick={() => void downgrade()}
        >
          {busy ? 'Updating...' : label}
        </Button>
      )}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

function Cards({
  subscription,
  bagOut,
  change,
}: {
  subscription: Subscription | null;
  bagOut: BagOut;
  change: PlanChange | null;
}) {
  return (
    <>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {TIER_LIST.map((tier) => (
          <Card key={tier.id} tier={tier}>
            <TierAction tier={tier} subscription={subscription} bagOut={bagOut} change={change} />
          </Card>
        ))}
      </div>
      <SelectAccessAddOn member={subscription?.status === 'active'} />
    </>
  );
}

function MemberCards({ uid, change }: { uid: string; change: PlanChange | null }) {
  const membership = useMembership(uid);
  const noMembership = membership.status === 'success' && membership.subscription === null;
  if (membership.status === 'loading') return <PageLoader label="Loading your membership..." />;
  return (
    <BillingChangeProvider subscription={membership.subscription}>
      <FinishJoiningNotice enabled={noMembership} />
      <Cards
        subscription={membership.subscription}
        bagOut={bagOutState(membership.orders)}
        change={change}
      />
    </BillingChangeProvider>
  );
}

/**
 * `/tier-selection` and `/signup/tier-selection`: Choose Your Access. Visitors apply
 * through the waitlist; a member arriving with `?change=upgrade|downgrade` confirms the
 * new plan here.
 */
export function TierSelection({ uid, change }: { uid: string | null; change: PlanChange | null }) {
  const title =
    uid && change === 'upgrade'
      ? 'Upgrade Your Plan'
      : uid && change === 'downgrade'
        ? 'Downgrade Your Plan'
        : 'Choose Your Access';
  return (
    <main className="mx-auto max-w-6xl px-5 py-12 sm:px-6 lg:py-20">
      <p className="text-center text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
        Membership
      </p>
      <h1 className="mt-3 text-center font-display text-4xl tracking-[0.02em] sm:text-5xl">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-center text-neutral-700 dark:text-neutral-300">
        Every access level has a 3-month minimum commitment, billed monthly.{' '}
        <Link
          to={paths.membershipPolicy}
          className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold"
        >
          The membership policy
        </Link>
      </p>
      {uid ? (
        <MemberCards uid={uid} change={change} />
      ) : (
        <BillingChangeProvider subscription={null}>
          <Cards subscription={null} bagOut={false} change={null} />
        </BillingChangeProvider>
      )}
    </main>
  );
}
