/**
 * Bulk job callables (admins): `startBulkJob`, `cancelBulkJob`, `pauseBulkJob`,
 * `resumeBulkJob`; and the every-minute automatic resume of stalled jobs. See jobs.ts.
 */
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  bulkJobIdInputSchema,
  startBulkJobInputSchema,
  type BulkJobIdResult,
  type StartBulkJobResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { actorOf, requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import {
  cancelBulkJob as cancelJob,
  createBulkJob,
  pauseBulkJob as pauseJob,
  resumeBulkJob as resumeJob,
  sweepStalledBulkJobs,
} from './jobs';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

/** Starts a bulk edit or delete: writes the job (the trigger runs it) and returns its id. */
export const startBulkJob = onCall<unknown, Promise<StartBulkJobResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const input = parseInput(startBulkJobInputSchema, request.data);
    return handleErrors(
      'startBulkJob',
      { uid: caller.uid, kind: input.kind, count: input.ids.length },
      async () => ({
        jobId: await createBulkJob(
          firestore(),
          input.kind === 'edit'
            ? { kind: 'edit', ids: input.ids, change: input.change }
            : { kind: 'delete', ids: input.ids },
          actorOf(caller),
        ),
      }),
    );
  },
);

export const cancelBulkJob = onCall<unknown, Promise<BulkJobIdResult>>(options, async (request) => {
  const caller = requireAdmin(request);
  const { jobId } = parseInput(bulkJobIdInputSchema, request.data);
  return handleErrors('cancelBulkJob', { uid: caller.uid, jobId }, async () => {
    await cancelJob(firestore(), jobId);
    return { jobId };
  });
});

export const resumeBulkJob = onCall<unknown, Promise<BulkJobIdResult>>(options, async (request) => {
  const caller = requireAdmin(request);
  const { jobId } = parseInput(bulkJobIdInputSchema, request.data);
  return handleErrors('resumeBulkJob', { uid: caller.uid, jobId }, async () => {
    await resumeJob(firestore(), jobId);
    return { jobId };
  });
});

export const pauseBulkJob = onCall<unknown, Promise<BulkJobIdResult>>(options, async (request) => {
  const caller = requireAdmin(request);
  const { jobId } = parseInput(bulkJobIdInputSchema, request.data);
  return handleErrors('pauseBulkJob', { uid: caller.uid, jobId }, async () => {
    await pauseJob(firestore(), jobId);
    return { jobId };
  });
});

/**
 * Every minute: resumes the jobs that stalled (no batch for two minutes while queued or
 * running: their function died), or stops one as failed after too many attempts. The
 * emulator never fires it: tests call `sweepStalledBulkJobs` directly.
 */
export const resumeStalledBulkJobs = onSchedule(
  {
    region: config.region,
    timeZone: config.timeZone,
    schedule: config.schedules.stalledBulkJobs,
    // A missed minute is taken by the next one.
    retryCount: 0,
  },
  async () => {
    const sweep = await sweepStalledBulkJobs(firestore());
    if (sweep.resumed.length + sweep.failed.length > 0) {
      logger.warn('bulk jobs: stalled jobs swept', sweep);
    }
  },
);
