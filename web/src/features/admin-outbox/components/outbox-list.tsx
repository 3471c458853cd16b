import { format } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mailCanBeResent, mailRecipients, mailStatusLabel, type Mail } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';
import { useOutbox } from '../api/get-outbox';
import { ResendButton } from './resend-button';

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

/** "2 attempts", or nothing before the first. */
export function mailAttempts(mail: Pick<Mail, 'delivery'>): string | null {
  const attempts = mail.delivery?.attempts ?? 0;
  return attempts > 0 ? plural(attempts, 'attempt', 'attempts') : null;
}

/** /admin/outbox: the emails the product queued, newest first, with how each was delivered. */
export function OutboxList() {
  const outbox = useOutbox();
  return (
    <ListCard
      headingId="outbox-heading"
      title="Emails"
      description="Every email the product sent or is sending, newest first: whether it went out, how many attempts it took, and why it failed. A failed email can be sent again."
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
          <li key={mail.id} className="py-1">
            <Link
              to={paths.admin.outboxMessage(mail.id)}
              className="grid gap-1 rounded-lg px-2 py-2 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-gold sm:grid-cols-[1fr_14rem_9rem_9rem] sm:items-center sm:gap-4 dark:hover:bg-neutral-900"
            >
              <span className="text-sm font-semibold">{mail.message.subject}</span>
              <span className="truncate text-xs text-neutral-600 dark:text-neutral-400">
                To {mailRecipients(mail)}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={mailTone(mail)}>{mailStatusLabel(mail)}</Badge>
                {mailAttempts(mail) && (
                  <span className="text-xs text-neutral-500">{mailAttempts(mail)}</span>
                )}
              </span>
              <span className="text-xs text-neutral-500">
                {mail.created_at ? format(mail.created_at, 'MMM d, yyyy h:mm a') : '—'}
              </span>
            </Link>
            {mail.delivery?.error && (
              <div className="flex flex-wrap items-center justify-between gap-2 px-2 pb-2">
                <p className="min-w-0 text-xs break-words text-red-700 dark:text-red-400">
                  {mail.delivery.state === 'ERROR' ? 'Failed: ' : 'Last attempt failed: '}
                  {mail.delivery.error}
                </p>
                {mailCanBeResent(mail) && (
                  <ResendButton
                    mailId={mail.id}
                    subject={mail.message.subject}
                    onResent={outbox.reload}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
