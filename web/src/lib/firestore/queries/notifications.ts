/**
 * The inbox reads and writes the web app makes. firestore.rules lets a member list only
 * notices filtered on `user_id == <their uid>`, set only `read_at` (to the server time,
 * once) on their own, and keep their own email choices; tests/rules runs these.
 */
import {
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Notification, NotificationKind } from '@unlimited/domain';
import { notificationDoc, notificationSettingsDoc, notificationsCol } from '../refs/notifications';

/** Notices the inbox lists. */
export const INBOX_SIZE = 50;

/**
 * The member's notices, newest first.
 *
 * Index: notifications (user_id ASC, created_at DESC).
 */
export function memberNotificationsQuery(db: Firestore, uid: string): Query<Notification> {
  return query(
    notificationsCol(db),
    where('user_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(INBOX_SIZE),
  );
}

/** Most unread notices the bell counts ("9+" beyond). */
export const UNREAD_COUNTED = 10;

/**
 * The member's unread notices (for the bell's count).
 *
 * Index: notifications (user_id ASC, read_at ASC).
 */
export function unreadNotificationsQuery(db: Firestore, uid: string): Query<Notification> {
  return query(
    notificationsCol(db),
    where('user_id', '==', uid),
    where('read_at', '==', null),
    limit(UNREAD_COUNTED),
  );
}

/** Marks one of the member's notices read (the server's time). */
export function markNotificationRead(db: Firestore, id: string): Promise<void> {
  // updateDoc does not go through the converter: the patch is this one field.
  return updateDoc(notificationDoc(db, id), { read_at: serverTimestamp() });
}

/** Saves which notices the member also gets by email. */
export function saveEmailPreferences(
  db: Firestore,
  uid: string,
  email: Record<NotificationKind, boolean>,
): Promise<void> {
  return setDoc(notificationSettingsDoc(db, uid), {
    id: uid,
    email,
    updated_at: serverTimestamp(),
  });
}
