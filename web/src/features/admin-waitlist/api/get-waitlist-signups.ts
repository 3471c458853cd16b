/**
 * The admin waitlist: newest first, live, filtered by status and tier on the server, read
 * a page at a time ("Load more" reads the next page after the last signup listed).
 */
import { useCallback, useState } from 'react';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { TierId, WaitlistSignup, WaitlistStatus } from '@unlimited/domain';
import { ADMIN_WAITLIST_PAGE_SIZE, adminWaitlistQuery } from '@/lib/firestore/queries/waitlist';
import { useLivePages } from '@/lib/firestore/live-pages';

export interface WaitlistFilter {
  status: WaitlistStatus | null;
  tier: TierId | null;
}

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
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.tier ? { tier: filter.tier } : {}),
  });
}

export interface WaitlistSignupsState {
  status: 'loading' | 'error' | 'success';
  signups: WaitlistSignup[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed (the signups read so far stay listed). */
  moreFailed: boolean;
  loadMore: () => void;
}

const keyOf = (filter: WaitlistFilter) => `${filter.status ?? ''}|${filter.tier ?? ''}`;

export function useWaitlistSignups(filter: WaitlistFilter): WaitlistSignupsState {
  const db = useFirestore();
  const key = keyOf(filter);
  const [range, setRange] = useState({ key, pages: 1 });
  const pages = range.key === key ? range.pages : 1;
  const { status: statusFilter, tier } = filter;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<WaitlistSignup>) =>
      getWaitlistSignupsQuery(db, { status: statusFilter, tier }, { after }),
    [db, statusFilter, tier],
  );
  const loaded = useLivePages(pageQuery, ADMIN_WAITLIST_PAGE_SIZE, pages);
  const loadMore = useCallback(() => setRange({ key, pages: pages + 1 }), [key, pages]);
  return {
    status: loaded.status,
    signups: loaded.items,
    // The button stays (as "Loading...") while the next page is read.
    hasMore: loaded.hasMore || loaded.loadingMore,
    loadingMore: loaded.loadingMore,
    moreFailed: loaded.moreFailed,
    loadMore,
  };
}
