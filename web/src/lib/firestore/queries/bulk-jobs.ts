/**
 * The admin Products page's bulk jobs read. firestore.rules `bulk_jobs`: admins read;
 * only the bulk job functions write. tests/rules runs this builder.
 */
import { limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import type { BulkJob } from '@unlimited/domain';
import { bulkJobsCol } from '../refs/bulk-jobs';

/** Jobs the Products page shows (running ones and the latest finished). */
export const RECENT_BULK_JOBS = 5;

/** The latest bulk jobs, newest first. Index: the single-field index on created_at. */
export function recentBulkJobsQuery(db: Firestore): Query<BulkJob> {
  return query(bulkJobsCol(db), orderBy('created_at', 'desc'), limit(RECENT_BULK_JOBS));
}
