/**
 * Bulk jobs: started, paused, cancelled and resumed through their callables (the server runs a
 * job in batches, so it goes on when the tab closes), and followed live (`bulk_jobs`,
 * admins only): the most recent ones, newest first, for the Products page's progress and
 * reports.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { BulkJob } from '@unlimited/domain';
import { useFirestoreCollectionData, type LiveResult } from '@/lib/firestore/live';
import { recentBulkJobsQuery } from '@/lib/firestore/queries/bulk-jobs';
import { useCallable } from '@/lib/callable';

/** The latest bulk jobs, live. */
export function useBulkJobs(): LiveResult<BulkJob[]> {
  const db = useFirestore();
  const recent = useMemo(() => recentBulkJobsQuery(db), [db]);
  return useFirestoreCollectionData(recent);
}

export const useStartBulkJob = () => useCallable('startBulkJob');
export const useCancelBulkJob = () => useCallable('cancelBulkJob');
export const useResumeBulkJob = () => useCallable('resumeBulkJob');
export const usePauseBulkJob = () => useCallable('pauseBulkJob');
