import { AlertTriangle } from 'lucide-react';
import { STRIPE_RETRY_DAYS } from '@unlimited/domain';
import { timeAgo } from '@/lib/time-ago';
import { useBillingAttention } from '../api/get-billing-attention';

const attemptsText = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

/**
 * The dashboard's billing alert: Stripe events the functions could not map onto a member
 * (an unknown price or member, missing metadata), which Stripe keeps retrying, each with
 * what is wrong in a sentence. Nothing shows while there are none.
 */
export function BillingAttention() {
  const state = useBillingAttention();
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Failed to load the billing events needing attention. Reload the page to try again.
      </p>
    );
  }
  if (state.events.length === 0) return null;
  const count = state.events.length;
  return (
    <section
      aria-labelledby="billing-attention-title"
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300 dark:bg-amber-950/40 dark:ring-amber-800"
    >
      <h2
        id="billing-attention-title"
        className="flex items-center gap-2 font-display text-xl text-amber-900 dark:text-amber-200"
      >
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        Billing needs attention
      </h2>
      <p className="mt-2 text-sm text-amber-900 dark:text-amber-100">
        {count === 1
          ? 'One Stripe event'
          : `${state.more ? 'More than ' : ''}${count} Stripe events`}{' '}
        could not be matched to a member, so no membership or purchase changed. Stripe retries each
        for {STRIPE_RETRY_DAYS} days: fix what it says and the next retry applies it (or resend it
        from the Stripe dashboard).
      </p>
      <ul className="mt-4 divide-y divide-amber-200 dark:divide-amber-900">
        {state.events.map((event) => (
          <li key={event.id} className="py-3">
            <p className="text-sm text-neutral-900 dark:text-neutral-100">
              {event.message ?? `${event.type} could not be applied.`}
            </p>
            <p className="mt-1 break-all text-xs text-neutral-600 dark:text-neutral-400">
              <span className="font-mono">{event.id}</span> · first received{' '}
              <time dateTime={event.received_at.toISOString()}>{timeAgo(event.received_at)}</time> ·{' '}
              {attemptsText(event.attempts)}
              {event.last_received_at && (
                <>
                  , last{' '}
                  <time dateTime={event.last_received_at.toISOString()}>
                    {timeAgo(event.last_received_at)}
                  </time>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
