/** Bulk job callables (admins): `startBulkJob`, `cancelBulkJob`, `resumeBulkJob`; see jobs.ts. */
import { onCall } from 'firebase-functions/https';
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
import { cancelBulkJob as cancelJob, createBulkJob, resumeBulkJob as resumeJob } from './jobs';

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
