import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  ADD_ONS,
  canDowngrade,
  formatCents,
  hasBagOut,
  isDowngrade,
  isUpgrade,
  TIER_LIST,
  type Subscription,
  type TierDetails,
  type TierId,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/member-callable';
import { CHANGE_TIER_FAILED, useChangeTier } from '../api/change-tier';
import { useMembership } from '../api/get-membership';

export type PlanChange = 'upgrade' | 'downgrade';

/** The `change` search parameter, when it is one of the two flags. */
export function planChangeFromSearch(search: URLSearchParams): PlanChange | null {
  const change = search.get('change');
  return change === 'upgrade' || change === 'downgrade' ? change : null;
}

function Card({
  name,
  flag,
  price,
  tagline,
  features,
  highlight,
  children,
}: {
  name: string;
  flag: string;
  price: string;
  tagline: string;
  features: readonly string[];
  highlight?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-label={name}
      className={`flex flex-col rounded-2xl border p-6 ${highlight ? 'border-gold shadow-lg' : 'border-neutral-200 dark:border-neutral-800'}`}
    >
      <Badge tone="gold" className="self-start">
        {flag}
      </Badge>
      <h2 className="mt-3 font-display text-2xl">{name}</h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{tagline}</p>
      <p className="mt-4 text-3xl font-semibold">
        {price}
        <span className="text-sm font-normal text-neutral-500">/month</span>
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-gold" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </article>
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
  bagOut: boolean;
  change: PlanChange | null;
}) {
  const changeTier = useChangeTier();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  const confirm = async () => {
    setError(null);
    if (change === 'downgrade' && subscription) {
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
      const result = await changeTier({ tier: tier.id });
      toast.success(result.message);
      navigate(paths.membershipManage);
    } catch (cause) {
      setError(callableErrorMessage(cause, CHANGE_TIER_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button className="w-full" variant={tier.id} disabled={busy} onClick={() => void confirm()}>
        {busy ? 'Updating...' : `${change === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${tier.name}`}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function Cards({
  subscription,
  bagOut,
  change,
}: {
  subscription: Subscription | null;
  bagOut: boolean;
  change: PlanChange | null;
}) {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {TIER_LIST.map((tier) => (
        <Card
          key={tier.id}
          name={tier.name}
          flag={tier.badge}
          price={formatCents(tier.monthlyPriceCents)}
          tagline={tier.tagline}
          features={tier.features}
          highlight={tier.id === 'elite'}
        >
          <TierAction tier={tier} subscription={subscription} bagOut={bagOut} change={change} />
        </Card>
      ))}
      <Card
        name="Select"
        flag="PAY-PER-USE"
        price={formatCents(ADD_ONS.selectAccess.monthlyPriceCents)}
        tagline="An add-on for pieces beyond your plan"
        features={['Access to Select pieces', 'Add it to any plan', 'Pay only when you use it']}
      >
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.waitlist}>ADD ON</Link>
        </Button>
      </Card>
    </div>
  );
}

function MemberCards({ uid, change }: { uid: string; change: PlanChange | null }) {
  const membership = useMembership(uid);
  if (membership.status === 'loading') return <PageLoader label="Loading your membership..." />;
  return (
    <Cards
      subscription={membership.subscription}
      bagOut={hasBagOut(membership.orders)}
      change={change}
    />
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
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-center font-display text-4xl">{title}</h1>
      <p className="mt-3 text-center text-neutral-600 dark:text-neutral-400">
        Every access level has a 3-month minimum commitment, billed monthly.
      </p>
      {uid ? (
        <MemberCards uid={uid} change={change} />
      ) : (
        <Cards subscription={null} bagOut={false} change={null} />
      )}
    </main>
  );
}
