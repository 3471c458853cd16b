import { Check } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents, TIER_LIST, type TierId } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useInvitation } from '../api/invitation';
import { signupPaths } from '../signup-paths';
import { InvitationProblem, SignupShell } from './signup-shell';

/**
 * `/signup/tier-selection?invite=…` (or `?resume=1`, token `null`) for an invitee signed
 * in with the account their invitation created: one membership to choose, preselected
 * from their waitlist signup.
 */
export function PlanSelection({ token, uid }: { token: string | null; uid: string }) {
  const state = useInvitation(token, uid);
  if (state.status !== 'ready') return <InvitationProblem state={state} />;
  return <TierChoice token={token} initial={state.invitation.tier} />;
}

function TierChoice({ token, initial }: { token: string | null; initial: TierId }) {
  const [tier, setTier] = useState<TierId>(initial);
  const navigate = useNavigate();
  return (
    <SignupShell
      step={2}
      title="Choose your membership"
      intro="Every membership is billed monthly with a 3-month minimum. You can change it later."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(signupPaths.addOns(token, tier));
        }}
        className="flex flex-col gap-6"
      >
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="sr-only">Membership</legend>
          {TIER_LIST.map((details) => {
            const checked = tier === details.id;
            return (
              <label
                key={details.id}
                className={`flex cursor-pointer flex-col gap-3 rounded-2xl border p-5 focus-within:outline-2 focus-within:outline-gold ${checked ? 'border-ink shadow-lg dark:border-white' : 'border-neutral-200 dark:border-neutral-800'}`}
              >
                <span className="flex items-center justify-between gap-2">
                  <Badge tone="gold">{details.badge}</Badge>
                  <input
                    type="radio"
                    name="tier"
                    value={details.id}
                    checked={checked}
                    onChange={() => setTier(details.id)}
                    className="size-4 accent-neutral-900 dark:accent-white"
                  />
                </span>
                <span className="font-display text-2xl">{details.name}</span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {details.tagline}
                </span>
                <span className="text-2xl font-semibold">
                  {formatCents(details.monthlyPriceCents)}
                  <span className="text-sm font-normal text-neutral-500">/month</span>
                </span>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {details.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-gold" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </label>
            );
          })}
        </fieldset>
        <Button type="submit" className="self-start">
          Continue
        </Button>
      </form>
    </SignupShell>
  );
}
