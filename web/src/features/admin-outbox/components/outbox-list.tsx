import { format } from 'date-fns';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mailRecipients, mailStatusLabel, type Mail } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
    <section
      aria-labelledby="outbox-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="outbox-heading" className="font-display text-xl">
            Queued Emails
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Every email the product queued. In production the email extension sends them; in a local
            run they stay here.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={outbox.reload}>
          <RefreshCw aria-hidden="true" className="size-4" /> Refresh
        </Button>
      </div>
      {outbox.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          Loading...
        </p>
      )}
      {outbox.status === 'error' && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Failed to load the outbox. Reload the page to try again.
        </p>
      )}
      {outbox.status === 'success' && outbox.items.length === 0 && (
        <p className="text-sm text-neutral-500">No emails queued yet.</p>
      )}
      {outbox.items.length > 0 && (
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
      )}
      <LoadMore page={outbox} failedMessage="Failed to load more emails. Try again." />
    </section>
  );
}
