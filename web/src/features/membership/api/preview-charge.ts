/** `previewCharge({ tier } | { addOn })`: what a change charges today, asked of billing. */
import { useEffect, useState } from 'react';
import type { PreviewChargeInput } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const PREVIEW_LOADING = 'Asking billing what you pay today...';
export const PREVIEW_FAILED =
  'We could not get today’s amount from billing. It is on the invoice Stripe sends once you confirm.';

/**
 * The sentence of what `input` charges today and from the next bill, from the server
 * (Stripe's invoice preview), asked once when the confirmation opens; `null` input asks
 * nothing.
 */
export function useChargePreviewText(input: PreviewChargeInput | null): string | null {
  const preview = useCallable('previewCharge');
  const [text, setText] = useState<string | null>(input === null ? null : PREVIEW_LOADING);
  const key = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    preview(JSON.parse(key) as PreviewChargeInput).then(
      (result) => live && setText(result.text),
      () => live && setText(PREVIEW_FAILED),
    );
    return () => {
      live = false;
    };
  }, [key, preview]);
  return text;
}
