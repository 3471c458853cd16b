/** `resendMail` (admins): a failed email goes back to the sender, which tries it at once. */
import type { ResendMailInput, ResendMailResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const RESEND_FAILED = 'The email could not be queued again. Please try again.';

export function useResendMail(): (input: ResendMailInput) => Promise<ResendMailResult> {
  return useCallable('resendMail');
}
