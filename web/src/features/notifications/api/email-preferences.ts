/** Which notices the member also gets by email: read live, saved whole. */
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { DEFAULT_EMAIL_PREFERENCES, type NotificationKind } from '@unlimited/domain';
import { notificationSettingsDoc } from '@/lib/firestore/refs/notifications';
import { useFirestoreDocData } from '@/lib/firestore/live';
import { saveEmailPreferences } from '@/lib/firestore/queries/notifications';

export type EmailPreferences = Record<NotificationKind, boolean>;

export type EmailPreferencesState =
  { status: 'loading' | 'error'; email: null } | { status: 'success'; email: EmailPreferences };

export function useEmailPreferences(uid: string): EmailPreferencesState {
  const db = useFirestore();
  const ref = useMemo(() => notificationSettingsDoc(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, email: null };
  return { status, email: data?.email ?? DEFAULT_EMAIL_PREFERENCES };
}

export const PREFERENCES_FAILED = 'Could not save your email choices. Please try again.';

export function useSaveEmailPreferences(uid: string): (email: EmailPreferences) => Promise<void> {
  const db = useFirestore();
  return useCallback((email: EmailPreferences) => saveEmailPreferences(db, uid, email), [db, uid]);
}
