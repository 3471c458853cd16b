/**
 * The admin waitlist: newest first, live, searched and filtered by status and tier on the
 * server over every signup, read a page at a time ("Load more" reads the next page after
 * the last signup listed), with the exact number the filters match (`count()`).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { WaitlistSignup } from '@unlimited/domain';
import {
  ADMIN_WAITLIST_PAGE_SIZE,
  adminWaitlistCountQuery,
  adminWaitlistQuery,
} from '@/lib/firestore/queries/waitlist';
import { useLivePages } from '@/lib/firestore/live-pages';
import { useFirestoreCount } from '@/lib/firestore/server-reads';
import { releaseWarmAdminWaitlist } from './warm-admin-waitlist';
import { waitlistQueryOptions, type WaitlistFilter } from './waitlist-filter';

export type { WaitlistFilter } from './waitlist-filter';

/**
 * `pageSize` signups of the list after `after` (the first page without it): one page of
 * the screen, or a larger read (the export).
 */
export function getWaitlistSignupsQuery(
  db: Firestore,
  filter: WaitlistFilter,
  {
    pageSize = ADMIN_WAITLIST_PAGE_SIZE,
    after,
  }: {
    pageSize?: number;
    after?: QueryDocumentSnapshot<WaitlistSignup> | undefined;
  } = {},
): Query<WaitlistSignup> {
  return adminWaitlistQuery(db, {
    pageSize,
    ...(after ? { after } : {}),
    ...waitlistQueryOptions(filter),
  });
}

export interface WaitlistSignupsState {
  status: 'loading' | 'error' | 'success';
  signups: WaitlistSignup[];
  /** How many signups the filters match in all (`null` until counted or if it failed). */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed (the signups read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
  /** A new search or filter is being read; the list is still the previous one's. */
  refreshing?: boolean;
}

const keyOf = (filter: WaitlistFilter) =>
  `${filter.status ?? ''}|${filter.tier ?? ''}|${filter.search ?? ''}|${filter.referred ? 1 : 0}|${filter.byReferrer ? 1 : 0}`;

export function useWaitlistSignups(filter: WaitlistFilter): WaitlistSignupsState {
  const db = useFirestore();
  const key = keyOf(filter);
  const [range, setRange] = useState({ key, pages: 1 });
  const pages = range.key === key ? range.pages : 1;
  const { status: statusFilter, tier, search = '', referred = false, byReferrer = false } = filter;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<WaitlistSignup>) =>
      getWaitlistSignupsQuery(
        db,
        { status: statusFilter, tier, search, referred, byReferrer },
        { after },
      ),
    [db, statusFilter, tier, search, referred, byReferrer],
  );
  const loaded = useLivePages(pageQuery, ADMIN_WAITLIST_PAGE_SIZE, pages, {
    keepWhileReading: true,
  });
  // The fresh page's early listen (warm-admin-waitlist.ts) has been taken over.
  useEffect(() => {
    if (loaded.status !== 'loading') releaseWarmAdminWaitlist();
  }, [loaded.status]);
  const countQuery = useMemo(
    () =>
      adminWaitlistCountQuery(
        db,
        waitlistQueryOptions({ status: statusFilter, tier, search, referred, byReferrer }),
      ),
    [db, statusFilter, tier, search, referred, byReferrer],
  );
  // Read again whenever a page changes (a signup added, changed or removed).
  const total = useFirestoreCount(countQuery, loaded.items);
  const loadMore = useCallback(() => setRange({ key, pages: pages + 1 }), [key, pages]);
  return {
    status: loaded.status,
    signups: loaded.items,
    // The count is the new query's: not shown beside the previous list.
    total: total.status === 'success' && !loaded.refreshing ? total.data : null,
    refreshing: loaded.refreshing ?? false,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
  };
}
