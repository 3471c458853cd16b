import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  CANCEL_FAILED,
  canCancel,
  canPause,
  type BagOut,
  PAUSE_FAILED,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/member-callable';
import { RETENTION_FAILED, useAcceptRetentionOffer } from '../api/accept-retention-offer';
import { useCancelMembership } from '../api/cancel-membership';
import { usePauseMembership } from '../api/pause-membership';
import { CancelConfirmStep } from './cancel-confirm-step';

type Busy = 'pause' | 'cancel' | 'offer' | null;
type Step = 'choose' | 'confirm-cancel';

/**
 * "Take a Break": pause, or cancel. Cancel Membership first opens a confirmation step
 * (`CancelConfirmStep`) that says until when access lasts and makes the retention offer
 * ($25 off the next month, once per membership) before anything is cancelled: Accept
 * Offer keeps the membership with the offer, Cancel Anyway records the cancellation. The
 * domain rules (`canPause`, `canCancel`) are checked here first, so a refusal is
 * explained without a round trip; the callables check them again and decide the offer's
 * amount. The dialog closes before its single toast, so the toast is never under the
 * overlay; Radix returns focus to Take a Break.
 */
export function TakeABreakDialog({
  subscription,
  hasBagOut,
  now,
}: {
  subscription: Subscription;
  hasBagOut: BagOut;
  now: Date;
}) {
  const pause = usePauseMembership();
  const cancel = useCancelMembership();
  const acceptOffer = useAcceptRetentionOffer();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('choose');
  const cancelButton = useRef<HTMLButtonElement>(null);
  const state = { startedAt: subscription.started_at, now, hasBagOut };
  const offerAvailable = subscription.retention_offer_applied_at === null;

  const reset = () => {
    setNotice(null);
    setStep('choose');
  };

  const run = async (
    kind: Exclude<Busy, null>,
    action: () => Promise<{ message: string }>,
    failed: string,
  ) => {
    setBusy(kind);
    setNotice(null);
    try {
      const result = await action();
      setOpen(false);
      reset();
      toast.success(result.message);
    } catch (error) {
      setNotice(callableErrorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  };

  const onPause = () => {
    const check = canPause(state);
    if (!check.ok) return setNotice(check.reason);
    void run('pause', pause, PAUSE_FAILED);
  };
  const onCancel = () => {
    const check = canCancel(state);
    if (!check.ok) return setNotice(check.reason);
    setNotice(null);
    setStep('confirm-cancel');
  };
  const onBack = () => {
    reset();
    // The step's buttons are gone: back to the button that opened it.
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy !== null) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Take a Break</Button>
      </DialogTrigger>
      <DialogContent
        title={step === 'choose' ? 'Take a Break' : 'Cancel your membership?'}
        description={
          step === 'choose' ? 'Pause your membership for a while, or cancel it.' : undefined
        }
      >
        <div className="mt-6 flex flex-col gap-4">
          {step === 'confirm-cancel' ? (
            <CancelConfirmStep
              periodEnd={subscription.current_period_end}
              offerAvailable={offerAvailable}
              busy={busy === 'pause' ? null : busy}
              onAccept={() => void run('offer', acceptOffer, RETENTION_FAILED)}
              onConfirm={() => void run('cancel', cancel, CANCEL_FAILED)}
              onBack={onBack}
            />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" disabled={busy !== null} onClick={onPause}>
                {busy === 'pause' ? 'Pausing...' : 'Pause Membership'}
              </Button>
              <Button
                ref={cancelButton}
                variant="destructive"
                disabled={busy !== null}
                onClick={onCancel}
              >
                Cancel Membership
              </Button>
            </div>
          )}
          <FormAlert>{notice}</FormAlert>
        </div>
      </DialogContent>
    </Dialog>
  );
}
