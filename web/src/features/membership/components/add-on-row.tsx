import { format } from 'date-fns';
import { useState } from 'react';
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
import { callableErrorMessage } from '@/lib/member-callable';
import { ADD_ADDON_FAILED, useAddAddOn } from '../api/add-add-on';
import { REMOVE_ADDON_FAILED, useRemoveAddOn } from '../api/remove-add-on';
import { ChargeDialogButton } from './charge-dialog';

/**
 * One add-on of the membership, with what the member may do about it: remove it, keep one
 * that is ending, or add it (billed at once, so confirmed first).
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
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const on = subscription.add_ons[addOn.id];
  const ending = subscription.add_ons_ending.includes(addOn.id);
  const active = subscription.status === 'active';
  const refusal = addOnRefusal(subscription.plan_name, addOn.id);
  // An add-on ending with a scheduled downgrade to a tier that cannot have it stays ending.
  const keepable =
    on &&
    ending &&
    (subscription.pending_plan_name === null ||
      addOnRefusal(subscription.pending_plan_name, addOn.id) === null);
  const act = async (kind: 'add' | 'remove') => {
    setBusy(kind);
    try {
      const result =
        kind === 'add'
          ? await addAddOn({ addOn: addOn.id })
          : await removeAddOn({ addOn: addOn.id });
      toast.success(result.message);
    } catch (error) {
      toast.error(
        callableErrorMessage(error, kind === 'add' ? ADD_ADDON_FAILED : REMOVE_ADDON_FAILED),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <p className="font-semibold">{addOn.name}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {formatCents(addOn.monthlyPriceCents)}/month
          {!on &&
            refusal === null &&
            ' · Not added. Adding it charges the rest of this period now.'}
          {!on && refusal !== null && ` · ${refusal}`}
          {on && ending && ` · Ends ${format(subscription.current_period_end, 'MMMM d, yyyy')}`}
        </p>
      </div>
      {active && on && !ending && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          aria-label={`Remove ${addOn.name}`}
          onClick={() => void act('remove')}
        >
          {busy === 'remove' ? 'Removing...' : 'Remove'}
        </Button>
      )}
      {active && keepable && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          aria-label={`Keep ${addOn.name}`}
          onClick={() => void act('add')}
        >
          {busy === 'add' ? 'Adding...' : 'Keep'}
        </Button>
      )}
      {active && !on && refusal === null && (
        // Charged at once: the member confirms the new price first.
        <ChargeDialogButton
          variant="outline"
          size="sm"
          aria-label={`Add ${addOn.name}`}
          title={`Add ${addOn.name}?`}
          lines={[
            `${addOn.name} joins your ${TIERS[subscription.plan_name].name} membership today.`,
            addOnPreview(subscription, addOn.id).text,
          ]}
          busyLabel="Adding..."
          failed={ADD_ADDON_FAILED}
          onConfirm={async () => {
            const result = await addAddOn({ addOn: addOn.id });
            toast.success(result.message);
          }}
        >
          Add
        </ChargeDialogButton>
      )}
    </li>
  );
}
