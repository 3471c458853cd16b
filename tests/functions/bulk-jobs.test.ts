/**
 * Bulk jobs through the emulators: a job is written (by `startBulkJob` or its library
 * function), the `bulk_jobs` trigger runs it batch after batch, each batch moving the
 * checkpoint in the job document. Held, Sold and deleted products are skipped with the
 * reason; every changed or deleted product gets exactly one audit record naming the job.
 * A redelivered batch changes nothing twice; a job stopped between batches resumes from
 * its checkpoint; a cancelled job runs no further batch. A job whose runner died is
 * resumed by the every-minute sweep (its logic called here: the emulator never fires
 * schedules), once, even by two sweeps at once; a paused job is left alone.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  BULK_JOB_GAVE_UP,
  BULK_JOB_MAX_AUTO_RESUMES,
  BULK_JOB_STALL_MS,
  BULK_SKIP,
  type BulkJobDoc,
} from '@unlimited/domain';
import {
  createBulkJob,
  resumeBulkJob,
  runBulkJobBatch,
  sweepStalledBulkJobs,
} from '../../functions/src/bulk/jobs';
import {
  CallError,
  adminDb,
  seedProduct,
  setBackgroundTriggers,
  signedInCaller,
  useFreshEmulators,
  waitFor,
  warmUpCallable,
} from './helpers';

useFreshEmulators();

const ACTOR = { uid: 'bulk-admin', name: 'bulk-admin@integration.test' };

async function jobOf(jobId: string): Promise<BulkJobDoc> {
  const snap = await adminDb().collection('bulk_jobs').doc(jobId).get();
  return snap.data() as BulkJobDoc;
}

/** A stored date's milliseconds (the Admin SDK reads it as a Timestamp). */
function millis(stored: Date | null): number {
  return (stored as unknown as Timestamp).toMillis();
}

/** Waits for the job to reach `status`. */
function waitForStatus(jobId: string, status: BulkJobDoc['status']) {
  return waitFor(`bulk job ${jobId} ${status}`, async () => {
    const job = await jobOf(jobId);
    return job.status === status ? job : undefined;
  });
}

/** The audit records a job wrote, by product id. */
async function recordsOfJob(jobId: string) {
  const snap = await adminDb().collection('activity').where('job_id', '==', jobId).get();
  return snap.docs.map((d) => d.data() as Record<string, unknown>);
}

describe('bulk jobs', () => {
  it(
    'an archive job runs batch after batch, skipping held, Sold and deleted products with the reason',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await Promise.all([
        seedProduct(db, 'arch-1', { title: 'Speedy 25' }),
        seedProduct(db, 'arch-2', { title: 'Kelly 28' }),
        seedProduct(db, 'arch-3', { title: 'Alma BB' }),
        seedProduct(db, 'arch-held', {
          title: 'Birkin 30',
          borrow_status: 'Borrowed',
          holder: 'member-ann',
          holderOrder: 'order-1',
        }),
        seedProduct(db, 'arch-sold', { title: 'Boy Bag', status: 'Sold' }),
        seedProduct(db, 'arch-hidden', { title: 'Card Holder', status: 'Hidden' }),
      ]);
      const ids = [
        'arch-1',
        'arch-held',
        'arch-2',
        'arch-gone',
        'arch-sold',
        'arch-3',
        'arch-hidden',
      ];
      // Two products a batch: four batches, each started by the write of the one before.
      const jobId = await createBulkJob(
        db,
        { kind: 'edit', ids, change: { status: 'Hidden' } },
        ACTOR,
        new Date(),
        2,
      );
      const job = await waitForStatus(jobId, 'done');
      expect(job).toMatchObject({ total: 7, cursor: 7, done: 3, unchanged: 1, error: null });
      expect(job.skipped).toEqual([
        { id: 'arch-held', title: 'Birkin 30', reason: BULK_SKIP.held },
        { id: 'arch-gone', title: '', reason: BULK_SKIP.gone },
        { id: 'arch-sold', title: 'Boy Bag', reason: BULK_SKIP.sold },
      ]);
      const statuses = await Promise.all(
        ids.map(async (id) => (await db.collection('products').doc(id).get()).get('status')),
      );
      expect(statuses).toEqual([
        'Hidden',
        'Active',
        'Hidden',
        undefined,
        'Sold',
        'Hidden',
        'Hidden',
      ]);
      const records = await recordsOfJob(jobId);
      expect(records.map((r) => r.object_id).sort()).toEqual(['arch-1', 'arch-2', 'arch-3']);
      for (const record of records) {
        expect(record).toMatchObject({
          kind: 'status_changed',
          object_type: 'product',
          actor: ACTOR.name,
          actor_uid: ACTOR.uid,
          job_id: jobId,
          changes: [{ field: 'status', before: 'Active', after: 'Hidden' }],
        });
      }
    },
  );

  it(
    'a delete job through startBulkJob deletes free bags with a record each and skips a held one',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      const admin = await signedInCaller('bulk-deleter', { admin: true });
      const member = await signedInCaller('bulk-member', { tier: 'elite' });
      await Promise.all([
        seedProduct(db, 'del-1', { title: 'Neverfull MM' }),
        seedProduct(db, 'del-2', { title: 'Le Cagole' }),
        seedProduct(db, 'del-held', {
          title: 'Lady Dior',
          borrow_status: 'Swapping',
          holder: 'member-bea',
          holderOrder: 'order-2',
        }),
      ]);
      await warmUpCallable(admin, 'startBulkJob', { kind: 'delete', ids: [] }, 1);
      await expect(
        member.call('startBulkJob', { kind: 'delete', ids: ['del-1'] }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      const { jobId } = await admin.call('startBulkJob', {
        kind: 'delete',
        ids: ['del-1', 'del-held', 'del-2', 'del-1'],
      });
      const job = await waitForStatus(jobId, 'done');
      expect(job).toMatchObject({
        kind: 'delete',
        total: 3,
        done: 2,
        created_by: 'bulk-deleter',
        created_by_name: 'bulk-deleter@integration.test',
        titles: ['Neverfull MM', 'Lady Dior', 'Le Cagole'],
      });
      expect(job.skipped).toEqual([
        { id: 'del-held', title: 'Lady Dior', reason: BULK_SKIP.onWayBack },
      ]);
      expect((await db.collection('products').doc('del-1').get()).exists).toBe(false);
      expect((await db.collection('products').doc('del-2').get()).exists).toBe(false);
      expect((await db.collection('products').doc('del-held').get()).exists).toBe(true);
      const records = await recordsOfJob(jobId);
      expect(records.map((r) => [r.object_id, r.kind, r.actor_uid]).sort()).toEqual([
        ['del-1', 'deleted', 'bulk-deleter'],
        ['del-2', 'deleted', 'bulk-deleter'],
      ]);
    },
  );

  it(
    'a redelivered batch changes nothing twice, and a job stopped between batches resumes from its checkpoint',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      const ids = ['res-1', 'res-2', 'res-3', 'res-4', 'res-5'];
      await Promise.all(ids.map((id) => seedProduct(db, id, { access_levels: 'Any' })));
      const started = new Date();
      // The process "stops" after its first batch: no trigger runs the next one.
      await setBackgroundTriggers(false);
      let jobId: string;
      try {
        jobId = await createBulkJob(
          db,
          { kind: 'edit', ids, change: { access_levels: 'Crown' } },
          ACTOR,
          started,
          2,
        );
        expect(await runBulkJobBatch(db, jobId, 0, started)).toBe('processed');
        // The same event delivered again: the checkpoint has moved, so nothing happens.
        expect(await runBulkJobBatch(db, jobId, 0, started)).toBe('stale');
      } finally {
        await setBackgroundTriggers(true);
      }
      expect(await jobOf(jobId)).toMatchObject({ status: 'running', cursor: 2, done: 2 });
      expect(await recordsOfJob(jobId)).toHaveLength(2);

      // Still moving a moment ago: an admin cannot resume it yet.
      const admin = await signedInCaller('bulk-resumer', { admin: true });
      await expect(admin.call('resumeBulkJob', { jobId })).rejects.toEqual(
        new CallError('functions/failed-precondition', 'This bulk job is still running.'),
      );
      // Minutes later, stalled: resumed, it goes on from product 3 through the trigger.
      await resumeBulkJob(db, jobId, new Date(started.getTime() + BULK_JOB_STALL_MS));
      const job = await waitForStatus(jobId, 'done');
      expect(job).toMatchObject({ cursor: 5, done: 5, unchanged: 0, skipped: [] });
      const records = await recordsOfJob(jobId);
      expect(records.map((r) => r.object_id).sort()).toEqual(ids);
      for (const id of ids) {
        expect((await db.collection('products').doc(id).get()).get('access_levels')).toBe('Crown');
      }
    },
  );

  it(
    'a cancelled job runs no further batch, and says how far it got',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      const ids = ['can-1', 'can-2', 'can-3', 'can-4'];
      await Promise.all(ids.map((id) => seedProduct(db, id)));
      const admin = await signedInCaller('bulk-canceller', { admin: true });
      await setBackgroundTriggers(false);
      let jobId: string;
      try {
        jobId = await createBulkJob(db, { kind: 'delete', ids }, ACTOR, new Date(), 1);
        expect(await runBulkJobBatch(db, jobId, 0)).toBe('processed');
        await admin.call('cancelBulkJob', { jobId });
        // The next batch's event arrives after the cancel: it does nothing.
        expect(await runBulkJobBatch(db, jobId, 1)).toBe('cancelled');
      } finally {
        await setBackgroundTriggers(true);
      }
      const job = await jobOf(jobId);
      expect(job).toMatchObject({ status: 'cancelled', cursor: 1, done: 1 });
      expect(job.finished_at).not.toBeNull();
      const left = await Promise.all(
        ids.map(async (id) => (await db.collection('products').doc(id).get()).exists),
      );
      expect(left).toEqual([false, true, true, true]);
      expect(await recordsOfJob(jobId)).toHaveLength(1);
      await expect(admin.call('cancelBulkJob', { jobId })).rejects.toEqual(
        new CallError('functions/failed-precondition', 'This bulk job has already finished.'),
      );
    },
  );
});

/**
 * A job whose runner "died": its first batch done (triggers off, so nothing runs the
 * next), then its heartbeat set `BULK_JOB_STALL_MS` and more in the past. Returns its id.
 */
async function diedMidway(
  ids: readonly string[],
  extra: Partial<BulkJobDoc> = {},
): Promise<string> {
  const db = adminDb();
  await Promise.all(ids.map((id) => seedProduct(db, id, { access_levels: 'Any' })));
  await setBackgroundTriggers(false);
  try {
    const jobId = await createBulkJob(
      db,
      { kind: 'edit', ids, change: { access_levels: 'Crown' } },
      ACTOR,
      new Date(),
      2,
    );
    expect(await runBulkJobBatch(db, jobId, 0)).toBe('processed');
    await db
      .collection('bulk_jobs')
      .doc(jobId)
      .update({ updated_at: new Date(Date.now() - BULK_JOB_STALL_MS - 60_000), ...extra });
    return jobId;
  } finally {
    await setBackgroundTriggers(true);
  }
}

/** Each product of the job changed exactly once: one record each, all at Crown. */
async function expectEachDoneOnce(jobId: string, ids: readonly string[]) {
  const records = await recordsOfJob(jobId);
  expect(records.map((r) => r.object_id).sort()).toEqual([...ids].sort());
  const db = adminDb();
  for (const id of ids) {
    expect((await db.collection('products').doc(id).get()).get('access_levels')).toBe('Crown');
  }
}

describe('the automatic resume of stalled bulk jobs', () => {
  it(
    'a job whose runner died mid-way is resumed by the sweep from its checkpoint and finished, each product done once',
    { timeout: 240_000 },
    async () => {
      const ids = ['auto-1', 'auto-2', 'auto-3', 'auto-4', 'auto-5'];
      const jobId = await diedMidway(ids);
      const before = new Date();
      const sweep = await sweepStalledBulkJobs(adminDb());
      expect(sweep).toEqual({ resumed: [jobId], failed: [] });
      const job = await waitForStatus(jobId, 'done');
      expect(job).toMatchObject({
        cursor: 5,
        done: 5,
        unchanged: 0,
        skipped: [],
        error: null,
        auto_resume_attempts: 1,
        auto_resume_cursor: 2,
      });
      expect(millis(job.auto_resumed_at)).toBeGreaterThanOrEqual(before.getTime());
      await expectEachDoneOnce(jobId, ids);
      // Finished: a later sweep leaves it alone.
      expect(await sweepStalledBulkJobs(adminDb(), new Date(Date.now() + 10 * 60_000))).toEqual({
        resumed: [],
        failed: [],
      });
    },
  );

  it(
    'two sweeps at the same time resume the job once, and no product is done twice',
    { timeout: 240_000 },
    async () => {
      const ids = ['twin-1', 'twin-2', 'twin-3', 'twin-4', 'twin-5', 'twin-6'];
      const jobId = await diedMidway(ids);
      const now = new Date();
      const [first, second] = await Promise.all([
        sweepStalledBulkJobs(adminDb(), now),
        sweepStalledBulkJobs(adminDb(), now),
      ]);
      expect([...first.resumed, ...second.resumed]).toEqual([jobId]);
      expect([...first.failed, ...second.failed]).toEqual([]);
      const job = await waitForStatus(jobId, 'done');
      expect(job).toMatchObject({ cursor: 6, done: 6, auto_resume_attempts: 1 });
      expect(millis(job.lease_until)).toBe(now.getTime() + BULK_JOB_STALL_MS);
      await expectEachDoneOnce(jobId, ids);
    },
  );

  it(
    'a job the admin paused is not resumed; one stalled again and again stops as failed, and the admin can still resume it',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      const admin = await signedInCaller('bulk-pauser', { admin: true });
      await warmUpCallable(admin, 'pauseBulkJob', { jobId: '' }, 1);
      const pausedIds = ['pause-1', 'pause-2', 'pause-3'];
      const pausedId = await diedMidway(pausedIds);
      await admin.call('pauseBulkJob', { jobId: pausedId });
      await expect(admin.call('pauseBulkJob', { jobId: pausedId })).rejects.toEqual(
        new CallError(
          'functions/failed-precondition',
          'This bulk job is not running, so it cannot be paused.',
        ),
      );
      // Still paused long after: the sweep leaves it where it is.
      const later = new Date(Date.now() + 60 * 60_000);
      const stuckIds = ['stuck-1', 'stuck-2', 'stuck-3'];
      // Resumed automatically as often as allowed, and it never moved from product 3.
      const stuckId = await diedMidway(stuckIds, {
        auto_resumed_at: new Date(),
        auto_resume_attempts: BULK_JOB_MAX_AUTO_RESUMES,
        auto_resume_cursor: 2,
      });
      const sweep = await sweepStalledBulkJobs(db, later);
      expect(sweep).toEqual({ resumed: [], failed: [stuckId] });
      expect(await jobOf(pausedId)).toMatchObject({ status: 'paused', cursor: 2, done: 2 });
      const stuck = await jobOf(stuckId);
      expect(stuck).toMatchObject({ status: 'failed', cursor: 2, error: BULK_JOB_GAVE_UP });
      expect(await recordsOfJob(pausedId)).toHaveLength(2);

      // The admin's Resume: it goes on from its checkpoint, the attempts counted anew.
      await admin.call('resumeBulkJob', { jobId: stuckId });
      const done = await waitForStatus(stuckId, 'done');
      expect(done).toMatchObject({ cursor: 3, done: 3, error: null, auto_resume_attempts: 0 });
      await expectEachDoneOnce(stuckId, stuckIds);
      await admin.call('resumeBulkJob', { jobId: pausedId });
      await waitForStatus(pausedId, 'done');
      await expectEachDoneOnce(pausedId, pausedIds);
    },
  );
});
