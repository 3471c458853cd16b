import { Bell } from 'lucide-react';
import { Link } from '@/lib/navigation/navigation';
import { paths } from '@/config/paths';
import { UNREAD_COUNTED } from '@/lib/firestore/queries/notifications';
import { useUnreadCount } from '../api/get-notifications';

/** The member header's bell: a link to the inbox naming how many notices are unread. */
export function NotificationBell({ uid }: { uid: string }) {
  const unread = useUnreadCount(uid);
  const shown =
    unread === null || unread === 0 ? null : unread >= UNREAD_COUNTED ? '9+' : String(unread);
  const label =
    unread === null || unread === 0
      ? 'Notifications'
      : `Notifications, ${unread >= UNREAD_COUNTED ? 'more than 9' : unread} unread`;
  return (
    <Link
      to={paths.inbox}
      aria-label={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-900"
    >
      <Bell aria-hidden="true" className="size-5" />
      {shown && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
