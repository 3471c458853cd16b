/** The member who holds a bag, by name and email, for the admin (their `customers` summary). */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useFirestoreDocData } from '@/lib/firestore/live';
import { customerDoc } from '@/lib/firestore/refs/customers';

export type LoanHolderState =
  { status: 'loading' | 'error' | 'unknown' } | { status: 'success'; name: string; email: string };

/** Who `uid` is (`unknown` when there is no customer summary for them). */
export function useLoanHolder(uid: string): LoanHolderState {
  const db = useFirestore();
  const ref = useMemo(() => customerDoc(db, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status };
  if (data === undefined) return { status: 'unknown' };
  const name = `${data.first_name} ${data.last_name}`.trim();
  return { status: 'success', name, email: data.email };
}
