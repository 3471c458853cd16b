import { AlertTriangle, Users } from 'lucide-react';
import {
  CROWN_PRIORITY_RULE,
  formatHoldEnd,
  productName,
  queueEntryTierLabel,
  type QueueEntry,
} from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { plural } from '@/lib/plural';
import { useBagQueues } from '../api/get-bag-queues';
import { shortUsDate } from './swap-format';

/** One member's line in a queue: position, who, tier, and their estimate or hold. */
export function QueueEntryRow({ entry }: { entry: QueueEntry }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
      {/* A long email wraps anywhere rather than widening a phone's page. */}
      <span className="min-w-0 wrap-anywhere">
        <span className="mr-2 inline-block w-6 font-semibold tabular-nums">{entry.position}.</span>{' '}
        {entry.user_email ?? entry.user_id}{' '}
        <span className="text-neutral-600 dark:text-neutral-400">
          ({queueEntryTierLabel(entry)})
        </span>
      </span>
      <span className="text-neutral-600 dark:text-neutral-400">
        {entry.status === 'offered'
          ? `Held for them until ${entry.offer_expires_at ? formatHoldEnd(entry.offer_expires_at) : '—'}`
          : entry.estimated_at
            ? `Estimated ${shortUsDate(entry.estimated_at)}`
            : 'Waiting'}
      </span>
    </li>
  );
}

/** The Swaps page's per-bag queues: each bag with its members in turn order. */
export function BagQueues() {
  const state = useBagQueues();
  return (
    <section
      aria-labelledby="queues-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <h2 id="queues-heading" className="font-display text-xl">
        Per-Bag Queues
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Members waiting for bags that are out. When a bag is received, the first in line has it held
        for 48 hours, then the next. {CROWN_PRIORITY_RULE}
      </p>
      {state.status === 'loading' && <PageLoader label="Loading the queues..." />}
      {state.status === 'error' && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-800 dark:text-red-200">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          Failed to load the queues. Reload the page to try again.
        </p>
      )}
      {state.status === 'success' && state.queues.length === 0 && (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          Nobody is waiting for a bag.
        </p>
      )}
      {state.status === 'success' && state.queues.length > 0 && (
        <ul className="flex flex-col gap-3">
          {state.queues.map((queue) => (
            <li
              key={queue.productId}
              className="rounded-xl p-4 ring-1 ring-neutral-200 dark:ring-neutral-800"
            >
              <h3 className="flex flex-wrap items-center justify-between gap-2 font-semibold wrap-anywhere">
                {productName(queue.brand, queue.title)}
                <span className="flex items-center gap-1 text-sm font-normal text-neutral-600 dark:text-neutral-400">
                  <Users aria-hidden="true" className="size-4" />
                  {plural(queue.entries.length, 'member', 'members')}
                </span>
              </h3>
              <ol
                aria-label={`Queue for ${productName(queue.brand, queue.title)}`}
                className="divide-y divide-neutral-200 dark:divide-neutral-800"
              >
                {queue.entries.map((entry) => (
                  <QueueEntryRow key={entry.id} entry={entry} />
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
