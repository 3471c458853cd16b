/** `joinQueue({ bagId })` and `leaveQueue({ bagId })`. */
import type { BagQueueInput, JoinQueueResult, LeaveQueueResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const QUEUE_FAILED = 'Could not update your place in the queue. Please try again.';

export function useJoinQueue(): (input: BagQueueInput) => Promise<JoinQueueResult> {
  return useCallable('joinQueue');
}

export function useLeaveQueue(): (input: BagQueueInput) => Promise<LeaveQueueResult> {
  return useCallable('leaveQueue');
}
