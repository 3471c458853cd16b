import { useState } from 'react';
import {
  CANCEL_FAILED,
  canCancel,
  canScheduleCancel,
  minimumTermEnd,
  withinMinimumTerm,
  type BagOut,
  type MembershipChangeResult,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { RETENTION_FAILED, useAcceptRetentionOffer } from '../api/accept-retention-offer';
import { useCancelMembership } from '../api/cancel-membership';
import { useBillingChange } from './billing-change';
import { CancelConfirmStep, type CancelStepBusy } from './cancel-confirm-step';

/**
 * Cancel Membership, always on the membership page. After the minimum term it cancels at
 * the end of the billing period; inside it, it offers to cancel at the end of the minimum
 * term, on its date (the server computes the same date and decides). The confirmation
 * makes the retention offer first (once per membership); nothing is cancelled until the
 * member confirms. A cancellation refused now (a bag out) says why in place of the
 * confirmation.
 */
export function CancelDialog({
  subscription,
  hasBagOut,
  now,
}: {
  subscription: Subscription;
  hasBagOut: BagOut;
  now: Date;
}) {
  const cancel = useCancelMembership();
  const acceptOffer = useAcceptRetentionOffer();
  const { track, processing } = useBillingChange();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<CancelStepBusy>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const state = { startedAt: subscription.started_at, now, hasBagOut };
  const inTerm = withinMinimumTerm(subscription.started_at, now);
  const check = inTerm ? canScheduleCancel(state) : canCancel(state);

  const run = async (
    kind: Exclude<CancelStepBusy, null>,
    action: () => Promise<MembershipChangeResult>,
    failed: string,
  ) => {
    setBusy(kind);
    setNotice(null);
    try {
      const result = await action();
      setOpen(false);
      void track(result);
    } catch (error) {
      setNotice(callableErrorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy !== null) return;
        setOpen(next);
        setNotice(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={processing}>
          Cancel Membership
        </Button>
      </DialogTrigger>
      <DialogContent title="Cancel your membership?">
        <div className="mt-6 flex flex-col gap-4">
          {check.ok ? (
            <CancelConfirmStep
              periodEnd={subscription.current_period_end}
              termEnd={inTerm ? minimumTermEnd(subscription.started_at) : null}
              offerAvailable={subscription.retention_offer_applied_at === null}
              busy={busy}
              onAccept={() => void run('offer', acceptOffer, RETENTION_FAILED)}
              onConfirm={() => void run('cancel', cancel, CANCEL_FAILED)}
              onBack={() => setOpen(false)}
            />
          ) : (
            <>
              <p className="text-sm">{check.reason}</p>
              <div className="flex justify-end">
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Go Back
                </Button>
              </div>
            </>
          )}
          <FormAlert>{notice}</FormAlert>
        </div>
      </DialogContent>
    </Dialog>
  );
}
