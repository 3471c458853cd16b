/** A bag's condition grade (its `rank`), live, for the condition check before shipping. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Rank } from '@unlimited/domain';
import { productDoc } from '@/lib/firestore/refs/products';
import { useFirestoreDocData } from '@/lib/firestore/live';

export type BagGradeState =
  { status: 'loading' | 'error' | 'missing'; grade: null } | { status: 'success'; grade: Rank };

export function useBagGrade(bagId: string): BagGradeState {
  const db = useFirestore();
  const ref = useMemo(() => productDoc(db, bagId), [db, bagId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, grade: null };
  if (data === undefined) return { status: 'missing', grade: null };
  return { status, grade: data.rank };
}
