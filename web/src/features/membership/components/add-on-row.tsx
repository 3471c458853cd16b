import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  addOnPreview,
  addOnRefusal,
  formatCents,
  TIERS,
  type AddOnDetails,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/callable';
import { ADD_ADDON_FAILED, useAddAddOn } from '../api/add-add-on';
import { REMOVE_ADDON_FAILED, useRemoveAddOn } from '../api/remove-add-on';
import { useBillingChange } from './billing-change';
import { ChargeDialogButton } from './charge-dialog';

/**
 * One add-on of the membership, with what the member may do about it: remove it (confirmed
 * first: it stays until the period ends), keep one that is ending, or add it (billed at
 * once, so confirmed first).
 */
export function AddOnRow({
  addOn,
  subscription,
}: {
  addOn: AddOnDetails;
  subscription: Subscription;
}) {
  const removeAddOn = useRemoveAddOn();
  const addAddOn = useAddAddOn();
  const { track, processing } = useBillingChange();
  const [keeping, setKeeping] = useState(false);
  const [now] = useState(() => new Date());
  const on = subscription.add_ons[addOn.id];
  const ending = subscription.add_ons_ending.includes(addOn.id);
  const active = subscription.status === 'active';
  const refusal = addOnRefusal(subscription.plan_name, addOn.id);
  const periodEnd = format(subscription.current_period_end, 'MMMM d, yyyy');
  // An add-on ending with a scheduled downgrade to a tier that cannot have it stays ending.
  const keepable =
    on &&
    ending &&
    (subscription.pending_plan_name === null ||
      addOnRefusal(subscription.pending_plan_name, addOn.id) === null);
  // Remove and Keep replace each other once the subscription says so: focus moves to the
  // one that appears, not to the page.
  const row = useRef<HTMLLIElement>(null);
  const endingNow = useRef(ending);
  const refocus = useRef<boolean | null>(null);
  const focusWhen = (wantEnding: boolean) => {
    if (endingNow.current !== wantEnding) {
      refocus.current = wantEnding;
      return;
    }
    // After the confirmation has closed and given focus back.
    requestAnimationFrame(() => row.current?.querySelector('button')?.focus());
  };
  useEffect(() => {
    endingNow.current = ending;
    if (refocus.current !== ending) return;
    refocus.current = null;
    requestAnimationFrame(() => row.current?.querySelector('button')?.focus());
  }, [ending]);
  const keep = async () => {
    setKeeping(true);
    try {
      const result = await addAddOn({ addOn: addOn.id });
      focusWhen(false);
      await track(result);
    } catch (error) {
      toast.error(callableErrorMessage(error, ADD_ADDON_FAILED));
    } finally {
      setKeeping(false);
    }
  };
  return (
    <li ref={row} className="flex items-center justify-between gap-4 py-3">
      <div>
        <p className="font-semibold">{addOn.name}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {formatCents(addOn.monthlyPriceCents)}/month
          {!on &&
            refusal === null &&
            ' · Not added. Adding it charges the rest of this period now.'}
          {!on && refusal !== null && ` · ${refusal}`}
          {on && ending && ` · Ends ${periodEnd}`}
        </p>
      </div>
      {active && on && !ending && (
        // Nothing changes before the member confirms; it stays until the period ends.
        <ChargeDialogButton
          variant="outline"
          size="sm"
          aria-label={`Remove ${addOn.name}`}
          title={`Remove ${addOn.name}?`}
          lines={[
            `${addOn.name} stays on your membership until ${periodEnd}, then ends. It is not billed after that.`,
          ]}
          confirmLabel="Remove"
          busyLabel="Removing..."
          failed={REMOVE_ADDON_FAILED}
          onConfirm={async () => {
            const result = await removeAddOn({ addOn: addOn.id });
            focusWhen(true);
            void track(result);
          }}
        >
          Remove
        </ChargeDialogButton>
      )}
      {active && keepable && (
        <Button
          variant="outline"
          size="sm"
          disabled={keeping || processing}
          aria-label={`Keep ${addOn.name}`}
          onClick={() => void keep()}
        >
          {keeping ? 'Keeping...' : 'Keep'}
        </Button>
      )}
      {active && !on && refusal === null && (
        // Charged at once: the member confirms the new price first.
        <ChargeDialogButton
          variant="outline"
          size="sm"
          aria-label={`Add ${addOn.name}`}
          title={`Add ${addOn.name}?`}
          // Stripe-billed: today's amount is Stripe's own preview, asked on opening.
          lines={[
            `${addOn.name} joins your ${TIERS[subscription.plan_name].name} membership today.`,
            ...(subscription.billing_mode === 'stripe'
              ? []
              : [addOnPreview(subscription, addOn.id, now).text]),
          ]}
          billedNow={subscription.billing_mode === 'stripe' ? { addOn: addOn.id } : null}
          busyLabel="Adding..."
          failed={ADD_ADDON_FAILED}
          onConfirm={async () => {
            const result = await addAddOn({ addOn: addOn.id });
            void track(result);
          }}
        >
          Add
        </ChargeDialogButton>
      )}
    </li>
  );
}
