/**
 * Reads every signup of the current search, status and tier filter once, for the CSV export
 * (the list on screen may hold only the first pages).
 */
import { useCallback } from 'react';
import { getDocs, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { WaitlistSignup } from '@unlimited/domain';
import { ADMIN_WAITLIST_PAGE_SIZE } from '@/lib/firestore/queries/waitlist';
import { getWaitlistSignupsQuery, type WaitlistFilter } from './get-waitlist-signups';

/** Pages of the admin page size read at most for one export (10,000 signups at 50). */
export const EXPORT_MAX_PAGES = 200;

export async function getWaitlistForExport(
  db: Firestore,
  filter: WaitlistFilter,
): Promise<WaitlistSignup[]> {
  const snapshot = await getDocs(
    getWaitlistSignupsQuery(db, filter, { pageSize: EXPORT_MAX_PAGES * ADMIN_WAITLIST_PAGE_SIZE }),
  );
  return snapshot.docs.map((doc) => doc.data());
}

export function useWaitlistForExport(): (filter: WaitlistFilter) => Promise<WaitlistSignup[]> {
  const db = useFirestore();
  return useCallback((filter: WaitlistFilter) => getWaitlistForExport(db, filter), [db]);
}
