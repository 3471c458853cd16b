import { formatHoldEnd, queueEntryTierLabel, onFirstUse } from '@unlimited/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { useProductQueue } from '../api/get-product-queue';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** The bag's queue on its admin page: who waits, in turn order, and who holds the offer. */
export function ProductQueue({ productId }: { productId: string }) {
  const state = useProductQueue(productId);
  return (
    <section aria-labelledby={`queue-${productId}`} className="flex flex-col gap-2">
      <h3 id={`queue-${productId}`} className="font-semibold">
        Queue
      </h3>
      {state.status === 'loading' && (
        <p className="text-sm text-neutral-500">Loading the queue...</p>
      )}
      {state.status === 'error' && <FormAlert>Failed to load this bag’s queue.</FormAlert>}
      {state.status === 'success' && state.entries.length === 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Nobody is waiting for this bag.
        </p>
      )}
      {state.status === 'success' && state.entries.length > 0 && (
        <ol className="divide-y divide-neutral-200 rounded-lg text-sm ring-1 ring-neutral-200 dark:divide-neutral-800 dark:ring-neutral-800">
          {state.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                {entry.position}. {entry.user_email ?? entry.user_id} ({queueEntryTierLabel(entry)})
              </span>
              <span className="text-neutral-600 dark:text-neutral-400">
                {entry.status === 'offered'
                  ? `Held until ${entry.offer_expires_at ? formatHoldEnd(entry.offer_expires_at) : '—'}`
                  : entry.estimated_at
                    ? `Estimated ${dateFormat().format(entry.estimated_at)}`
                    : 'Waiting'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
