/**
 * What the Club reads, live, under the member's own rules: her referral code (missing until
 * she makes her link) and her referrals, newest first.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Referral } from '@unlimited/domain';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';
import { memberReferralsQuery, memberReferrerRef } from '@/lib/firestore/queries/referrals';

export type ClubData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; code: string | null; referrals: Referral[] };

export function useClubData(uid: string): ClubData {
  const db = useFirestore();
  const referrerRef = useMemo(() => memberReferrerRef(db, uid), [db, uid]);
  const referralsQuery = useMemo(() => memberReferralsQuery(db, uid), [db, uid]);
  const referrer = useFirestoreDocData(referrerRef);
  const referrals = useFirestoreCollectionData(referralsQuery);
  if (referrer.status === 'error' || referrals.status === 'error') return { status: 'error' };
  if (referrer.status !== 'success' || referrals.status !== 'success') return { status: 'loading' };
  return {
    status: 'success',
    code: referrer.data?.code ?? null,
    referrals: [...referrals.data].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()),
  };
}
