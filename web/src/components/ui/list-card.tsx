import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ListCardProps {
  /** The id of the card's heading, which names the card for screen readers. */
  headingId: string;
  title: string;
  /** A line under the title saying what the list is. */
  description?: ReactNode;
  /** Beside the title, e.g. a Refresh button. */
  actions?: ReactNode;
  /** What the list holds, in lower case, for the loading and error lines ("coupons"). */
  what: string;
  /** The loading line, when it says something other than "Loading {what}...". */
  loadingText?: string;
  status: 'loading' | 'error' | 'success';
  /** Items read so far: the list (`children`) shows when there are any. */
  count: number;
  /** The line shown when the read succeeded with nothing in it. */
  empty: ReactNode;
  /** The list, with its column headings if any. */
  children: ReactNode;
  /** Under the list whatever its state, e.g. paging (`LoadMore`) or a note on the limit. */
  footer?: ReactNode;
}

/**
 * A titled card holding one list read: its loading line, its error line, its empty line,
 * then the list. Used by the admin lists (coupons, customers, outbox, activity).
 */
export function ListCard({
  headingId,
  title,
  description,
  actions,
  what,
  loadingText = `Loading ${what}...`,
  status,
  count,
  empty,
  children,
  footer,
}: ListCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      {description || actions ? (
        <div
          className={cn(
            'mb-4 flex flex-wrap justify-between gap-3',
            description ? 'items-start' : 'items-center',
          )}
        >
          <div>
            <h2 id={headingId} className="font-display text-xl">
              {title}
            </h2>
            {description && (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
            )}
          </div>
          {actions}
        </div>
      ) : (
        <h2 id={headingId} className="mb-4 font-display text-xl">
          {title}
        </h2>
      )}
      {status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          {loadingText}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Failed to load {what}. Reload the page to try again.
        </p>
      )}
      {status === 'success' && count === 0 && <p className="text-sm text-neutral-500">{empty}</p>}
      {count > 0 && children}
      {footer}
    </section>
  );
}
