/** What a promotion code takes off, asked before paying (`previewPromoCode`). */
import type { PreviewPromoCodeInput, PreviewPromoCodeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const PROMO_CHECK_FAILED = 'We could not check this code. Please try again.';

export function usePreviewPromoCode(): (
  input: PreviewPromoCodeInput,
) => Promise<PreviewPromoCodeResult> {
  return useCallable('previewPromoCode');
}
