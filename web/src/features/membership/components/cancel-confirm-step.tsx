import { useEffect, useRef } from 'react';
import {
  CANCEL_REDIRECT_INFO,
  formatCents,
  membershipDate,
  RETENTION_OFFER_CENTS,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';

/** What the cancel confirmation is doing: nothing, cancelling, or applying the offer. */
export type CancelStepBusy = 'cancel' | 'offer' | null;

/**
 * The confirmation step of "Cancel Membership", inside the Take a Break dialog: until
 * when access lasts, the $25-off retention offer first (when the membership has not used
 * it) and the cancellation itself. Nothing is cancelled until `onConfirm`; `onBack`
 * returns to the dialog's choices. Focus moves to the step when it appears, so a
 * keyboard or screen reader user lands on what it says rather than on the page.
 */
export function CancelConfirmStep({
  periodEnd,
  offerAvailable,
  busy,
  onAccept,
  onConfirm,
  onBack,
}: {
  periodEnd: Date;
  offerAvailable: boolean;
  busy: CancelStepBusy;
  onAccept: () => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const start = useRef<HTMLDivElement>(null);
  useEffect(() => start.current?.focus(), []);
  const until = membershipDate(periodEnd);
  return (
    <div className="flex flex-col gap-4">
      <div ref={start} tabIndex={-1} className="text-sm focus:outline-none">
        <p>
          If you cancel, your membership ends at the end of this billing period: you keep access
          until {until}. Nothing is cancelled until you confirm.
        </p>
      </div>
      {offerAvailable && (
        <div className="rounded-xl bg-amber-50 p-4 dark:bg-amber-950">
          <p className="font-semibold">
            Before you go: stay with us and get {formatCents(RETENTION_OFFER_CENTS)} off your next
            month.
          </p>
          <Button
            variant="elite"
            size="sm"
            className="mt-3"
            disabled={busy !== null}
            onClick={onAccept}
          >
            {busy === 'offer' ? 'Applying...' : 'Accept Offer'}
          </Button>
        </div>
      )}
      {busy === 'cancel' && (
        <p role="status" className="text-sm">
          {CANCEL_REDIRECT_INFO}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={busy !== null} onClick={onBack}>
          Go Back
        </Button>
        <Button variant="destructive" disabled={busy !== null} onClick={onConfirm}>
          {busy === 'cancel'
            ? 'Canceling...'
            : offerAvailable
              ? 'Cancel Anyway'
              : 'Confirm Cancellation'}
        </Button>
      </div>
    </div>
  );
}
