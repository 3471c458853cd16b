import { useEffect, useRef } from 'react';
import {
  CANCEL_REDIRECT_INFO,
  MIN_COMMITMENT_MONTHS,
  cancelAtTermEndLabel,
  formatCents,
  membershipDate,
  RETENTION_OFFER_CENTS,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';

/** What the cancel confirmation is doing: nothing, cancelling, or applying the offer. */
export type CancelStepBusy = 'cancel' | 'offer' | null;

/**
 * The confirmation of "Cancel Membership": until when access lasts (the period end, or
 * inside the minimum term its end, `termEnd`), the $25-off retention offer first (when
 * the membership has not used it) and the cancellation itself. Nothing is cancelled
 * until `onConfirm`; `onBack` closes it. Focus moves to the step when it appears, so a
 * keyboard or screen reader user lands on what it says rather than on the page.
 */
export function CancelConfirmStep({
  periodEnd,
  termEnd,
  offerAvailable,
  busy,
  onAccept,
  onConfirm,
  onBack,
}: {
  periodEnd: Date;
  /** Inside the minimum term: when it ends (the cancellation is scheduled for then). */
  termEnd: Date | null;
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
        {termEnd === null ? (
          <p>
            If you cancel, your membership ends at the end of this billing period: you keep access
            until {until}. Nothing is cancelled until you confirm.
          </p>
        ) : (
          <p>
            Your {MIN_COMMITMENT_MONTHS}-month minimum term ends on {membershipDate(termEnd)}. You
            can cancel at the end of the minimum term: you keep full access until then, and you can
            keep your membership any time before that date. Nothing is cancelled until you confirm.
          </p>
        )}
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
            {busy === 'offer' ? 'Processing...' : 'Accept Offer'}
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
        <Button
          variant="destructive"
          disabled={busy !== null}
          onClick={onConfirm}
          // The end-of-term label carries its date: it wraps on a phone rather than overflow.
          wrap
        >
          {busy === 'cancel'
            ? 'Processing...'
            : termEnd !== null
              ? cancelAtTermEndLabel(termEnd)
              : offerAvailable
                ? 'Cancel Anyway'
                : 'Confirm Cancellation'}
        </Button>
      </div>
    </div>
  );
}
