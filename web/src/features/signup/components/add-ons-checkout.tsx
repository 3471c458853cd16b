import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { User } from 'firebase/auth';
import {
  ADD_ON_IDS,
  COMMITMENT_NOTE,
  DEMO_BILLING_LABEL,
  addOnDetails,
  addOnRefusal,
  couponDiscountCents,
  formatCents,
  monthlyTotalCents,
  planLines,
  TIERS,
  type AddOnId,
  type PreviewPromoCodeResult,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import {
  CHECKOUT_FAILED,
  useBillingMode,
  useInvitation,
  useStartCheckout,
  waitForTierClaim,
} from '../api/invitation';
import { signupPaths } from '../signup-paths';
import { PromoCode } from './promo-code';
import { InvitationProblem, SignupShell } from './signup-shell';

/**
 * `/signup/add-ons?invite=…&tier=…`: the add-ons the tier can have, the monthly total
 * with the commitment, and payment (Stripe Checkout, or demo billing, clearly labelled).
 */
export function AddOnsCheckout({
  token,
  user,
  tier,
}: {
  /** The emailed link's token; `null`: the user's own accepted invitation. */
  token: string | null;
  user: User;
  tier: TierId | null;
}) {
  const state = useInvitation(token, user.uid);
  if (state.status !== 'ready') return <InvitationProblem state={state} />;
  return <Checkout token={token} user={user} tier={tier ?? state.invitation.tier} />;
}

function Checkout({ token, user, tier }: { token: string | null; user: User; tier: TierId }) {
  const mode = useBillingMode();
  const startCheckout = useStartCheckout();
  const navigate = useNavigate();
  const [addOns, setAddOns] = useState<Record<AddOnId, boolean>>({
    full_coverage: false,
    select_access: false,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [promo, setPromo] = useState<PreviewPromoCodeResult | null>(null);
  const plan = { tier, addOns };
  const lines = planLines(plan);
  const total = monthlyTotalCents(plan);
  const discount = promo ? couponDiscountCents(promo.coupon, total) : 0;

  const pay = async () => {
    setError(null);
    setBusy(mode === 'stripe' ? 'Opening secure checkout...' : 'Starting your membership...');
    try {
      const result = await startCheckout({
        // The callable client sends a missing key as null: omit it instead.
        ...(token === null ? {} : { token }),
        tier,
        addOns,
        ...(promo ? { promoCode: promo.coupon.code } : {}),
      });
      if (result.mode === 'stripe') {
        window.location.assign(result.url);
        return;
      }
      setBusy('Activating your membership...');
      await waitForTierClaim(user, tier);
      toast.success(`Welcome to Unlimited! Your ${TIERS[tier].name} membership is active.`);
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setError(callableErrorMessage(failure, CHECKOUT_FAILED));
      setBusy(null);
    }
  };

  return (
    <SignupShell
      step={3}
      title="Add-ons and payment"
      intro={`Your membership: ${TIERS[tier].name}.`}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-display text-xl">Add-ons</legend>
        {ADD_ON_IDS.map((id) => {
          const details = addOnDetails(id);
          const refusal = addOnRefusal(tier, id);
          return (
            <label
              key={id}
              className={`flex items-start gap-3 rounded-xl border p-4 ${refusal ? 'border-neutral-200 text-neutral-500 dark:border-neutral-800' : 'cursor-pointer border-neutral-300 dark:border-neutral-700'}`}
            >
              <input
                type="checkbox"
                className="mt-1 size-4 accent-neutral-900 dark:accent-white"
                checked={addOns[id] && refusal === null}
                disabled={refusal !== null}
                onChange={(event) => setAddOns({ ...addOns, [id]: event.target.checked })}
              />
              <span className="flex flex-1 flex-col">
                <span className="font-medium">
                  {details.name} ({formatCents(details.monthlyPriceCents)} per month)
                </span>
                {refusal && <span className="text-sm">{refusal}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      <section
        aria-labelledby="summary-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
      >
        <h2 id="summary-heading" className="font-display text-xl">
          Monthly total
        </h2>
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt>{line.label}</dt>
              <dd className="whitespace-nowrap tabular-nums">{formatCents(line.cents)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-neutral-200 pt-2 text-base font-semibold dark:border-neutral-800">
            <dt>Total per month</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatCents(total)}</dd>
          </div>
          {promo && (
            <>
              <div className="flex justify-between gap-4 text-green-800 dark:text-green-300">
                <dt>
                  Promotion {promo.coupon.code} ({promo.summary})
                </dt>
                <dd className="whitespace-nowrap tabular-nums">−{formatCents(discount)}</dd>
              </div>
              <div className="flex justify-between gap-4 text-base font-semibold">
                <dt>First month</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatCents(total - discount)}</dd>
              </div>
            </>
          )}
        </dl>
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{COMMITMENT_NOTE}</p>
      </section>

      <PromoCode applied={promo} onApplied={setPromo} />

      {mode === 'demo' && (
        <p
          role="note"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {DEMO_BILLING_LABEL}. This is a demonstration project: your membership starts at once
          without payment.
        </p>
      )}
      {mode === 'unavailable' && (
        <FormAlert>Payments are not available right now. Please try again later.</FormAlert>
      )}
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void pay()}
          disabled={busy !== null || mode === null || mode === 'unavailable'}
        >
          {busy ?? (mode === 'stripe' ? 'Continue to Payment' : 'Start Membership')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={signupPaths.tierSelection(token)}>Change membership</Link>
        </Button>
      </div>
      {busy && (
        <p role="status" className="sr-only">
          {busy}
        </p>
      )}
    </SignupShell>
  );
}
