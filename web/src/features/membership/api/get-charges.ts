/** The member's billing history and one receipt, live (rules: the member's own only). */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Charge } from '@unlimited/domain';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';
import { chargeRef, memberChargesQuery } from '@/lib/firestore/queries/charges';

export type ChargesState =
  { status: 'loading' | 'error'; charges: Charge[] } | { status: 'success'; charges: Charge[] };

export function useCharges(uid: string): ChargesState {
  const db = useFirestore();
  const q = useMemo(() => memberChargesQuery(db, uid), [db, uid]);
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'success') return { status, charges: data };
  return { status, charges: [] };
}

export type ChargeState =
  { status: 'loading' | 'error'; charge: null } | { status: 'success'; charge: Charge | null };

/** One charge; another member's (or none) reads as an error or `null`: not found. */
export function useCharge(id: string): ChargeState {
  const db = useFirestore();
  const ref = useMemo(() => chargeRef(db, id), [db, id]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, charge: null };
  return { status, charge: data ?? null };
}
