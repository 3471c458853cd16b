/**
 * Bulk jobs: started, cancelled and resumed through their callables (the server runs a
 * job in batches, so it goes on when the tab closes), and followed live (`bulk_jobs`,
 * admins only): the most recent ones, newest first, for the Products page's progress and
 * reports.
 */
import { useMemo } from 'react';
import { limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { BulkJob } from '@unlimited/domain';
import { useFirestoreCollectionData, type LiveResult } from '@/lib/firestore/live';
import { bulkJobsCol } from '@/lib/firestore/refs/bulk-jobs';
import { useMemberCallable } from '@/lib/member-callable';

/** Jobs the Products page shows (running ones and the latest finished). */
export const RECENT_BULK_JOBS = 5;

/** The latest bulk jobs, live. */
export function useBulkJobs(): LiveResult<BulkJob[]> {
  const db = useFirestore();
  const recent = useMemo(
    () => query(bulkJobsCol(db), orderBy('created_at', 'desc'), limit(RECENT_BULK_JOBS)),
    [db],
  );
  return useFirestoreCollectionData(recent);
}

export const useStartBulkJob = () => useMemberCallable('startBulkJob');
export const useCancelBulkJob = () => useMemberCallable('cancelBulkJob');
export const useResumeBulkJob = () => useMemberCallable('resumeBulkJob');
