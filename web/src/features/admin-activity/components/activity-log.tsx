import { format } from 'date-fns';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { SYSTEM_ACTOR } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { useActivityLog } from '../api/get-activity-log';

/** /admin/activity: every event, newest first, with who did it; a page at a time. */
export function ActivityLog() {
  const log = useActivityLog();
  return (
    <section
      aria-labelledby="activity-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-heading" className="font-display text-xl">
          Everything That Happened, Newest First
        </h2>
        <Button variant="outline" size="sm" onClick={log.reload}>
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </Button>
      </div>
      {log.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          Loading...
        </p>
      )}
      {log.status === 'error' && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Failed to load the activity log. Reload the page to try again.
        </p>
      )}
      {log.status === 'success' && log.items.length === 0 && (
        <p className="text-sm text-neutral-500">No activity yet.</p>
      )}
      {log.items.length > 0 && (
        <ol aria-label="Activity" className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {log.items.map((item) => (
            <li key={item.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_14rem] sm:gap-4">
              <time dateTime={item.timestamp.toISOString()} className="text-xs text-neutral-500">
                {format(item.timestamp, 'MMM d, yyyy h:mm a')}
              </time>
              <p className="text-sm">{item.action}</p>
              <p className="truncate text-xs text-neutral-600 sm:text-right dark:text-neutral-400">
                {item.actor === SYSTEM_ACTOR ? 'System' : item.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
      <LoadMore page={log} failedMessage="Failed to load more activity. Try again." />
    </section>
  );
}
