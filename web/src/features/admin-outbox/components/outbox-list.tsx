import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mailRecipients, mailStatusLabel, type Mail } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { useOutbox } from '../api/get-outbox';

/** The badge tone of a delivery state. */
export function mailTone(mail: Pick<Mail, 'delivery'>): BadgeTone {
  switch (mail.delivery?.state) {
    case 'SUCCESS':
      return 'green';
    case 'ERROR':
      return 'red';
    case undefined:
      return 'neutral';
    default:
      return 'yellow';
  }
}

/** /admin/outbox: the emails the product queued, newest first. */
export function OutboxList() {
  const outbox = useOutbox();
  return (
    <ListCard
      headingId="outbox-heading"
      title="Queued Emails"
      description="Every email the product queued. In production the email extension sends them; in a local run they stay here."
      actions={
        <Button variant="outline" size="sm" onClick={outbox.reload}>
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </Button>
      }
      what="the outbox"
      loadingText="Loading..."
      status={outbox.status}
      count={outbox.items.length}
      empty="No emails queued yet."
      footer={<LoadMore page={outbox} failedMessage="Failed to load more emails. Try again." />}
    >
      <ul aria-label="Emails" className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {outbox.items.map((mail) => (
          <li key={mail.id}>
            <Link
              to={paths.admin.outboxMessage(mail.id)}
              className="grid gap-1 rounded-lg px-2 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-gold sm:grid-cols-[1fr_14rem_6rem_9rem] sm:items-center sm:gap-4 dark:hover:bg-neutral-900"
            >
              <span className="text-sm font-semibold">{mail.message.subject}</span>
              <span className="truncate text-xs text-neutral-600 dark:text-neutral-400">
                To {mailRecipients(mail)}
              </span>
              <span>
                <Badge tone={mailTone(mail)}>{mailStatusLabel(mail)}</Badge>
              </span>
              <span className="text-xs text-neutral-500">
                {mail.created_at ? format(mail.created_at, 'MMM d, yyyy h:mm a') : '—'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
