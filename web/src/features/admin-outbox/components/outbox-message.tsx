import { format } from 'date-fns';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mailCanBeResent, mailRecipients, mailStatusLabel, type Mail } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useOutboxMessage } from '../api/get-outbox';
import { mailAttempts, mailTone } from './outbox-list';
import { ResendButton } from './resend-button';

const when = (date: Date | null | undefined) =>
  date ? format(date, 'MMM d, yyyy h:mm:ss a') : '—';

/** How the message was delivered: state, attempts, times, the server's answer or error. */
function DeliveryDetails({ mail }: { mail: Mail }) {
  const delivery = mail.delivery;
  return (
    <>
      <dt className="text-neutral-500">Status</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <Badge tone={mailTone(mail)}>{mailStatusLabel(mail)}</Badge>
        {mailAttempts(mail) && <span className="text-neutral-600">{mailAttempts(mail)}</span>}
        {mailCanBeResent(mail) && <ResendButton mailId={mail.id} subject={mail.message.subject} />}
      </dd>
      {delivery?.error && (
        <>
          <dt className="text-neutral-500">
            {delivery.state === 'ERROR' ? 'Error' : 'Last error'}
          </dt>
          <dd className="break-words text-red-700 dark:text-red-400">{delivery.error}</dd>
        </>
      )}
      {delivery?.startTime && (
        <>
          <dt className="text-neutral-500">Last attempt</dt>
          <dd>{when(delivery.startTime)}</dd>
        </>
      )}
      {delivery?.state === 'SUCCESS' && (
        <>
          <dt className="text-neutral-500">Sent</dt>
          <dd>{when(delivery.endTime)}</dd>
        </>
      )}
      {delivery?.state === 'RETRY' && (
        <>
          <dt className="text-neutral-500">Next attempt</dt>
          <dd>{delivery.nextAttemptTime ? when(delivery.nextAttemptTime) : 'Now'}</dd>
        </>
      )}
      {delivery?.info?.messageId && (
        <>
          <dt className="text-neutral-500">Message id</dt>
          <dd className="break-all">{delivery.info.messageId}</dd>
        </>
      )}
      {delivery?.info && delivery.info.rejected.length > 0 && (
        <>
          <dt className="text-neutral-500">Refused</dt>
          <dd className="break-all text-red-700">{delivery.info.rejected.join(', ')}</dd>
        </>
      )}
    </>
  );
}

/**
 * One email as the member would see it. The HTML is shown in a sandboxed iframe with
 * every permission withheld but opening a link (no scripts, no forms, no navigation of
 * this page), so a message can never run code in the back-office; its links open in a
 * new tab, as from a mail client (in the frame they would be refused by the page's
 * frame-src). The text version is shown too.
 */
/** Put before the email's HTML: every link of the message opens in a new tab. */
const LINKS_IN_NEW_TAB = '<base target="_blank">';

export function OutboxMessage({ id }: { id: string }) {
  const result = useOutboxMessage(id);
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.admin.outbox}
        className="inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the outbox
      </Link>
      {result.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          Loading...
        </p>
      )}
      {result.status === 'error' && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Failed to load this email. Reload the page to try again.
        </p>
      )}
      {result.status === 'success' && result.data === undefined && (
        <p className="text-sm text-neutral-600">This email does not exist.</p>
      )}
      {result.status === 'success' && result.data !== undefined && (
        <article
          aria-labelledby="mail-subject"
          className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
        >
          <h2 id="mail-subject" className="font-display text-xl">
            {result.data.message.subject}
          </h2>
          <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-neutral-500">To</dt>
            <dd className="break-all">{mailRecipients(result.data)}</dd>
            <DeliveryDetails mail={result.data} />
            <dt className="text-neutral-500">Queued</dt>
            <dd>
              {result.data.created_at ? format(result.data.created_at, 'MMM d, yyyy h:mm a') : '—'}
            </dd>
          </dl>
          {result.data.message.html !== null && (
            <iframe
              title="Email as sent (HTML)"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              srcDoc={`${LINKS_IN_NEW_TAB}${result.data.message.html}`}
              className="h-96 w-full rounded-lg bg-white ring-1 ring-neutral-200"
            />
          )}
          {result.data.message.text !== null && (
            <details open={result.data.message.html === null}>
              <summary className="cursor-pointer text-sm font-semibold">Text version</summary>
              <pre className="mt-2 text-sm whitespace-pre-wrap">{result.data.message.text}</pre>
            </details>
          )}
        </article>
      )}
    </div>
  );
}
