/** The member's inbox and unread count, live; marking a notice read. */
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Notification } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import {
  markNotificationRead,
  memberNotificationsQuery,
  unreadNotificationsQuery,
} from '@/lib/firestore/queries/notifications';

export type InboxState =
  | { status: 'loading' | 'error'; notices: Notification[] }
  | { status: 'success'; notices: Notification[] };

export function useInbox(uid: string): InboxState {
  const db = useFirestore();
  const q = useMemo(() => memberNotificationsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'success') return { status, notices: data };
  return { status, notices: [] };
}

/** How many notices are unread (capped at UNREAD_COUNTED), or null while unknown. */
export function useUnreadCount(uid: string): number | null {
  const db = useFirestore();
  const q = useMemo(() => unreadNotificationsQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  return status === 'success' ? data.length : null;
}

export const MARK_READ_FAILED = 'Could not mark it read. Please try again.';

export function useMarkRead(): (id: string) => Promise<void> {
  const db = useFirestore();
  return useCallback((id: string) => markNotificationRead(db, id), [db]);
}
