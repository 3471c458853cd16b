import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  CANCEL_FAILED,
  CANCEL_REDIRECT_INFO,
  canCancel,
  canPause,
  formatCents,
  type BagOut,
  membershipDate,
  PAUSE_FAILED,
  RETENTION_OFFER_CENTS,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/member-callable';
import { RETENTION_FAILED, useAcceptRetentionOffer } from '../api/accept-retention-offer';
import { useCancelMembership } from '../api/cancel-membership';
import { usePauseMembership } from '../api/pause-membership';

type Busy = 'pause' | 'cancel' | 'offer' | null;

/**
 * "Take a Break": pause or cancel. The retention offer ($25 off the next month) is made
 * only inside the cancel flow: once the cancellation is recorded, and only if the
 * membership never took it; accepting it withdraws the cancellation. The domain rules
 * (`canPause`, `canCancel`) are checked here first, so a refusal is explained without a
 * round trip; the callables check them again.
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
  /** Set once the cancellation is recorded and the offer can be made. */
  const [offering, setOffering] = useState(false);
  const state = { startedAt: subscription.started_at, now, hasBagOut };
  const offerAvailable = subscription.retention_offer_applied_at === null;

  const close = () => {
    setOpen(false);
    setNotice(null);
    setOffering(false);
  };

  const run = async (
    kind: Exclude<Busy, null>,
    action: () => Promise<{ message: string }>,
    failed: string,
    then: 'close' | 'offer' = 'close',
  ) => {
    setBusy(kind);
    setNotice(null);
    try {
      const result = await action();
      toast.success(result.message);
      if (then === 'offer') setOffering(true);
      else close();
    } catch (error) {
      setNotice(callableErrorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  };

  const onPause = () => {
    const check = canPause(state);
    if (!check.ok) return setNotice(check.reason);
    // One confirmation, once the pause is recorded (the callable's message).
    void run('pause', pause, PAUSE_FAILED);
  };
  const onCancel = () => {
    const check = canCancel(state);
    if (!check.ok) return setNotice(check.reason);
    void run('cancel', cancel, CANCEL_FAILED, offerAvailable ? 'offer' : 'close');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setNotice(null);
          setOffering(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Take a Break</Button>
      </DialogTrigger>
      <DialogContent
        title="Take a Break"
        description="Pause your membership for a while, or cancel it."
      >
        <div className="mt-6 flex flex-col gap-4">
          {offering ? (
            <div className="rounded-xl bg-amber-50 p-4 dark:bg-amber-950">
              <p role="status" className="text-sm">
                Your membership will end on {membershipDate(subscription.current_period_end)}.
              </p>
              <p className="mt-2 font-semibold">
                Before you go: stay with us and get {formatCents(RETENTION_OFFER_CENTS)} off your
                next month.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button
                  variant="elite"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => void run('offer', acceptOffer, RETENTION_FAILED)}
                >
                  {busy === 'offer' ? 'Applying...' : 'Accept Offer'}
                </Button>
                <Button variant="outline" size="sm" disabled={busy !== null} onClick={close}>
                  No Thanks
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" disabled={busy !== null} onClick={onPause}>
                {busy === 'pause' ? 'Pausing...' : 'Pause Membership'}
              </Button>
              <Button variant="destructive" disabled={busy !== null} onClick={onCancel}>
                {busy === 'cancel' ? 'Canceling...' : 'Cancel Membership'}
              </Button>
            </div>
          )}
          {busy === 'cancel' && (
            <p role="status" className="text-sm">
              {CANCEL_REDIRECT_INFO}
            </p>
          )}
          <FormAlert>{notice}</FormAlert>
        </div>
      </DialogContent>
    </Dialog>
  );
}
