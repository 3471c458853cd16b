/**
 * The admin waitlist: newest first, live, filtered by status and tier on the server, read
 * a page at a time ("Load more" widens the live window by one page).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { TierId, WaitlistSignup, WaitlistStatus } from '@unlimited/domain';
import { ADMIN_WAITLIST_PAGE_SIZE, adminWaitlistQuery } from '@/lib/firestore/queries/waitlist';
import { useFirestoreCollection } from '@/lib/firestore/live';

export interface WaitlistFilter {
  status: WaitlistStatus | null;
  tier: TierId | null;
}

export function getWaitlistSignupsQuery(
  db: Firestore,
  filter: WaitlistFilter,
  pages: number,
): Query<WaitlistSignup> {
  return adminWaitlistQuery(db, {
    pageSize: pages * ADMIN_WAITLIST_PAGE_SIZE,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.tier ? { tier: filter.tier } : {}),
  });
}

export interface WaitlistSignupsState {
  status: 'loading' | 'error' | 'success';
  signups: WaitlistSignup[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const keyOf = (filter: WaitlistFilter) => `${filter.status ?? ''}|${filter.tier ?? ''}`;

export function useWaitlistSignups(filter: WaitlistFilter): WaitlistSignupsState {
  const db = useFirestore();
  const key = keyOf(filter);
  const [range, setRange] = useState({ key, pages: 1 });
  const pages = range.key === key ? range.pages : 1;
  const { status: statusFilter, tier } = filter;
  const q = useMemo(
    () => getWaitlistSignupsQuery(db, { status: statusFilter, tier }, pages),
    [db, statusFilter, tier, pages],
  );
  const { status: readStatus, data: snapshot } = useFirestoreCollection(q);
  // Offline, Firestore answers from its empty memory cache: "could not load", not "none".
  const unreachable = readStatus === 'success' && snapshot.empty && snapshot.metadata.fromCache;
  const status = unreachable ? 'error' : readStatus;
  const fresh = useMemo(() => snapshot?.docs.map((doc) => doc.data()) ?? null, [snapshot]);

  // Keep the last list of this filter on screen while the wider window loads.
  const [shown, setShown] = useState<{ key: string; signups: WaitlistSignup[] } | null>(null);
  if (status === 'success' && fresh && (shown?.signups !== fresh || shown.key !== key)) {
    setShown({ key, signups: fresh });
  }
  const previous = shown?.key === key ? shown.signups : null;

  const loadMore = useCallback(() => setRange({ key, pages: pages + 1 }), [key, pages]);
  const signups = status === 'success' && fresh ? fresh : (previous ?? []);
  return {
    status: status === 'loading' && previous ? 'success' : status,
    signups,
    hasMore: signups.length >= pages * ADMIN_WAITLIST_PAGE_SIZE,
    loadingMore: status === 'loading' && previous !== null,
    loadMore,
  };
}
