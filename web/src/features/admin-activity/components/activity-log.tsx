import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { SYSTEM_ACTOR } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { useActivityLog } from '../api/get-activity-log';

/** /admin/activity: every event, newest first, with who did it; a page at a time. */
export function ActivityLog() {
  const log = useActivityLog();
  return (
    <ListCard
      headingId="activity-heading"
      title="Everything That Happened, Newest First"
      actions={
        <Button variant="outline" size="sm" onClick={log.reload}>
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </Button>
      }
      what="the activity log"
      loadingText="Loading..."
      status={log.status}
      count={log.items.length}
      empty="No activity yet."
      footer={<LoadMore page={log} failedMessage="Failed to load more activity. Try again." />}
    >
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
    </ListCard>
  );
}
