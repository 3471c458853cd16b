/** Whether payments charge a card (Stripe) or complete in demo billing mode. */
import { useEffect, useState } from 'react';
import type { BillingModeResult } from '@unlimited/domain';
import { useCallable } from './callable';

/** The billing mode, `null` while it is asked; `unavailable` when it cannot be told. */
export function useBillingMode(): BillingModeResult['mode'] | null {
  const getBillingMode = useCallable('getBillingMode');
  const [mode, setMode] = useState<BillingModeResult['mode'] | null>(null);
  useEffect(() => {
    let live = true;
    getBillingMode(undefined)
      .then((result) => {
        if (live) setMode(result.mode);
      })
      .catch(() => {
        if (live) setMode('unavailable');
      });
    return () => {
      live = false;
    };
  }, [getBillingMode]);
  return mode;
}
