/**
 * A bag's condition records, live: the latest one (product page) and one order's (the
 * member's order). A refused or failed read is `error`, never a thrown render.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { ConditionRecord } from '@unlimited/domain';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firestore/live';
import {
  conditionRecordRef,
  latestConditionRecordQuery,
} from '@/lib/firestore/queries/condition-records';

export type ConditionRecordState =
  | { status: 'loading' | 'error'; record: null }
  | { status: 'success'; record: ConditionRecord | null };

/** The bag's latest condition record (`null` when it has none yet). */
export function useLatestConditionRecord(bagId: string): ConditionRecordState {
  const db = useFirestore();
  const latest = useMemo(() => latestConditionRecordQuery(db, bagId), [db, bagId]);
  const { status, data } = useFirestoreCollectionData(latest);
  if (status !== 'success') return { status, record: null };
  return { status, record: data[0] ?? null };
}

/** The condition record of the member's order `orderId` on bag `bagId`. */
export function useOrderConditionRecord(bagId: string, orderId: string): ConditionRecordState {
  const db = useFirestore();
  const ref = useMemo(() => conditionRecordRef(db, bagId, orderId), [db, bagId, orderId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status, record: null };
  return { status, record: data ?? null };
}
