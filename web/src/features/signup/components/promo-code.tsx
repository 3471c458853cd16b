import { useState, type FormEvent } from 'react';
import type { PreviewPromoCodeResult } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { PROMO_CHECK_FAILED, usePreviewPromoCode } from '../api/promo-code';

/**
 * The promotion code box of checkout: Apply checks the code with the functions and hands
 * its terms up; Remove drops it. The discount itself is shown in the monthly total.
 */
export function PromoCode({
  applied,
  onApplied,
}: {
  applied: PreviewPromoCodeResult | null;
  onApplied: (result: PreviewPromoCodeResult | null) => void;
}) {
  const preview = usePreviewPromoCode();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setError('Enter a promotion code.');
      return;
    }
    setBusy(true);
    try {
      onApplied(await preview({ code }));
      setCode('');
    } catch (failure) {
      setError(callableErrorMessage(failure, PROMO_CHECK_FAILED));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-sm dark:border-green-800 dark:bg-green-950">
        <p role="status">
          Promotion code <strong>{applied.coupon.code}</strong> applied: {applied.summary}.
        </p>
        <Button variant="ghost" size="sm" onClick={() => onApplied(null)}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void apply(event)} noValidate className="flex flex-col gap-2">
      <label htmlFor="promo-code" className="text-sm font-medium">
        Promotion code
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm uppercase dark:border-neutral-700 dark:bg-neutral-950"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      <FormAlert id="promo-code-error">{error}</FormAlert>
    </form>
  );
}
