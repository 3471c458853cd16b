/**
 * The bulk job handler (run by the `bulk_jobs` write trigger, ../triggers.ts): each write
 * of an active job processes its next batch, whose own write (the moved checkpoint)
 * triggers the one after, until the job is done or cancelled.
 */
import { logger } from 'firebase-functions';
import { isBulkJobActive, type BulkJobDoc } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { beforeAndAfter } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { failBulkJob, runBulkJobBatch } from './jobs';

/** What the admin reads when a batch failed. */
export const BULK_JOB_STOPPED =
  'The job stopped on an error before it finished. Resume it to carry on from where it stopped: nothing is changed twice.';

export const processBulkJob: WriteHandler = async (event) => {
  const { after } = beforeAndAfter(event);
  if (after === null) return;
  const job = after as Pick<BulkJobDoc, 'status' | 'cursor'>;
  if (!isBulkJobActive(job)) return;
  const db = firestore();
  const jobId = event.params.docId;
  try {
    await runBulkJobBatch(db, jobId, job.cursor);
  } catch (error) {
    logger.error(`bulk_jobs/${jobId}: a batch failed`, {
      cursor: job.cursor,
      error: error instanceof Error ? error.stack : String(error),
    });
    // Stopped, not retried blindly: the admin sees why and resumes it from its checkpoint.
    await failBulkJob(db, jobId, BULK_JOB_STOPPED);
  }
};
