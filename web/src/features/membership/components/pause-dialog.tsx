import { useId, useState } from 'react';
import {
  PAUSE_FAILED,
  PAUSE_PERIODS,
  canPause,
  membershipDate,
  pauseResumeDate,
  type BagOut,
  type PausePeriods,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { usePauseMembership } from '../api/pause-membership';
import { useBillingChange } from './billing-change';

const periodsLabel = (n: PausePeriods) => (n === 1 ? '1 billing period' : `${n} billing periods`);

/**
 * Pause Membership: the member picks 1, 2 or 3 billing periods and sees, for each, the
 * day billing starts again (computed again by the server, which decides). The pause
 * starts when the current period ends; refused while a bag is out (the reason shows in
 * place of the choice).
 */
export function PauseDialog({
  subscription,
  hasBagOut,
  now,
}: {
  subscription: Subscription;
  hasBagOut: BagOut;
  now: Date;
}) {
  const pause = usePauseMembership();
  const { track, processing } = useBillingChange();
  const [open, setOpen] = useState(false);
  const [periods, setPeriods] = useState<PausePeriods>(1);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const name = useId();
  const check = canPause({ startedAt: subscription.started_at, now, hasBagOut });
  const starts = subscription.current_period_end;

  const confirm = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await pause(periods);
      setOpen(false);
      void track(result);
    } catch (error) {
      setNotice(callableErrorMessage(error, PAUSE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setNotice(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={processing}>
          Pause Membership
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Pause your membership"
        description={`Your pause starts when this billing period ends, on ${membershipDate(starts)}. You keep full access until then, and you are not billed while it is paused.`}
      >
        <div className="mt-6 flex flex-col gap-4">
          {check.ok ? (
            <>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold">Pause for</legend>
                {PAUSE_PERIODS.map((n) => (
                  <label
                    key={n}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-200 p-3 text-sm has-[:checked]:border-neutral-900 dark:border-neutral-800 dark:has-[:checked]:border-neutral-100"
                  >
                    <input
                      type="radio"
                      name={name}
                      value={n}
                      checked={periods === n}
                      onChange={() => setPeriods(n)}
                      className="mt-0.5"
                    />
                    <span>
                      <span className="font-semibold">{periodsLabel(n)}</span>
                      <span className="block text-neutral-600 dark:text-neutral-400">
                        Resumes on {membershipDate(pauseResumeDate(starts, n))}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                  Go Back
                </Button>
                <Button disabled={busy} onClick={() => void confirm()}>
                  {busy ? 'Processing...' : `Pause for ${periodsLabel(periods)}`}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm">{check.reason}</p>
          )}
          <FormAlert>{notice}</FormAlert>
        </div>
      </DialogContent>
    </Dialog>
  );
}
