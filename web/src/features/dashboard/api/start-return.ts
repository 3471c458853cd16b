/** `startReturn({ orderId })`: the member sends a bag back and gets a return label. */
import type { StartReturnInput, StartReturnResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const START_RETURN_SUCCESS = 'Return started. Your label is also on its way to your inbox.';
export const START_RETURN_FAILED = 'We could not start your return. Please try again.';

export function useStartReturn(): (input: StartReturnInput) => Promise<StartReturnResult> {
  return useCallable('startReturn');
}
