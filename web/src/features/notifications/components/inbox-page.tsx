import { Bell, Clock, Package, PackageCheck, Sparkles, Tag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { onFirstUse, type Notification, type NotificationKind } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MARK_READ_FAILED, useInbox, useMarkRead } from '../api/get-notifications';

export const INBOX_LOAD_FAILED = 'Failed to load your notifications. Please try again.';

const ICONS: Record<NotificationKind, typeof Bell> = {
  availability: Sparkles,
  queue_offer: Clock,
  shipping: Package,
  returns: PackageCheck,
  bag_sold: Tag,
};

const when = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

function NoticeItem({ notice }: { notice: Notification }) {
  const markRead = useMarkRead();
  const [busy, setBusy] = useState(false);
  const Icon = ICONS[notice.kind];
  const unread = notice.read_at === null;
  const onMark = async () => {
    setBusy(true);
    try {
      await markRead(notice.id);
    } catch {
      toast.error(MARK_READ_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className={cn(
        'flex gap-4 rounded-2xl p-4 ring-1',
        unread
          ? 'bg-white ring-gold dark:bg-neutral-900'
          : 'bg-transparent ring-neutral-200 dark:ring-neutral-800',
      )}
    >
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          {unread && <span className="sr-only">Unread: </span>}
          {notice.link ? (
            <Link to={notice.link} className="underline-offset-4 hover:underline">
              {notice.title}
            </Link>
          ) : (
            notice.title
          )}
        </h2>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{notice.body}</p>
        <p className="text-xs text-neutral-500">{when().format(notice.created_at)}</p>
      </div>
      {unread && (
        <Button
          variant="outline"
          size="tap"
          className="shrink-0"
          disabled={busy}
          aria-label={`Mark read: ${notice.title}`}
          onClick={() => void onMark()}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}

/** `/inbox`: the member's notifications, newest first, with unread ones marked. */
export function InboxPage({ uid }: { uid: string }) {
  const inbox = useInbox(uid);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl">Notifications</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        Bags you saved coming back, queue offers, shipping and returns.{' '}
        <Link to={paths.account} className="underline underline-offset-4">
          Choose which you also get by email
        </Link>
        .
      </p>
      <div className="mt-8">
        {inbox.status === 'loading' && <PageLoader label="Loading your notifications..." />}
        {inbox.status === 'error' && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {INBOX_LOAD_FAILED}
          </p>
        )}
        {inbox.status === 'success' && inbox.notices.length === 0 && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 px-4 py-12 text-center dark:border-neutral-700">
            <Bell aria-hidden="true" className="size-8 text-gold" />
            <p className="text-neutral-600 dark:text-neutral-400">
              Nothing yet. We will let you know when a bag you saved or queued for comes back, and
              when your bags ship or arrive.
            </p>
          </div>
        )}
        {inbox.status === 'success' && inbox.notices.length > 0 && (
          <ul className="flex flex-col gap-3">
            {inbox.notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
