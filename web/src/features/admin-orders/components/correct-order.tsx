import { useState } from 'react';
import { CORRECTION_TEXT, ORDER_STATUS_LABELS, type OrderStatus } from '@unlimited/domain';
import { Button } from '@/components/ui/button';

/**
 * Under the Update Order form: putting an order moved on by mistake back to `back`, the
 * status before `current`, once the admin confirms (what the correction does is said).
 */
export function CorrectOrder({
  current,
  back,
  busy,
  correcting,
  onConfirm,
}: {
  current: OrderStatus;
  back: OrderStatus;
  busy: boolean;
  correcting: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="correct-order-title"
      className="mt-6 border-t border-neutral-200 pt-4 dark:border-neutral-800"
    >
      <h4 id="correct-order-title" className="text-sm font-semibold">
        Correct a mistake
      </h4>
      {!confirming ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Moved this order on by mistake? Put it back to {ORDER_STATUS_LABELS[back]}.
          </p>
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            Move back to {ORDER_STATUS_LABELS[back]}…
          </Button>
        </div>
      ) : (
        <div
          role="group"
          aria-label="Confirm the correction"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          <p>
            Move this order from {ORDER_STATUS_LABELS[current]} back to {ORDER_STATUS_LABELS[back]}?{' '}
            {CORRECTION_TEXT[back]}
          </p>
          <div className="mt-3 flex justify-end gap-3">
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              Keep as is
            </Button>
            <Button autoFocus disabled={busy} onClick={onConfirm}>
              {correcting ? 'Correcting...' : 'Confirm correction'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
