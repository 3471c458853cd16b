/**
 * Bulk jobs on the server. `createBulkJob` writes the job (its products, their titles for
 * the report, the change); `runBulkJobBatch` processes the next batch of it in ONE
 * transaction that reads the job, checks its checkpoint (`cursor`), changes or deletes
 * each product with its audit record (the job id in it) and moves the checkpoint. So a
 * retried or redelivered batch can neither apply a change twice (the checkpoint has
 * moved: it does nothing) nor skip one (nothing of an aborted batch was written), and a
 * cancel (a transaction on the same document) lands between two batches. However a job
 * ends (done, cancelled, stopped as failed), the transaction that ends it also writes its
 * own activity line (domain `bulkJobActivity`): who ran it, what, and what it changed and
 * skipped, so a job that changed nothing is on the trail too.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  BULK_JOB_BATCH_SIZE,
  BULK_JOB_FINISHED,
  BULK_JOB_NOT_FOUND,
  BULK_JOB_NOT_RUNNING,
  BULK_JOB_STALL_MS,
  BULK_JOB_STILL_RUNNING,
  BULK_SKIP,
  MAX_BULK_TITLE_LENGTH,
  PRODUCT_AUDIT_FIELDS,
  auditChanges,
  auditRecord,
  autoResumeDecision,
  bulkDeleteSkip,
  bulkEditOutcome,
  bulkJobActivity,
  canResumeBulkJob,
  isBulkJobActive,
  withBorrower,
  type BulkChange,
  type BulkJobDoc,
  type BulkJobKind,
  type AuditInput,
  type BulkSkip,
} from '@unlimited/domain';
import { addActivity, toActor, type ActorLike } from '../lib/activity';
import {
  activityCol,
  activityPeopleCol,
  bulkJobDoc,
  bulkJobsCol,
  productDoc,
  productLoanDoc,
} from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** Products read per `getAll` when the job is created. */
const TITLE_READ_CHUNK = 300;

function shortTitle(title: string): string {
  return title.length > MAX_BULK_TITLE_LENGTH
    ? `${title.slice(0, MAX_BULK_TITLE_LENGTH - 1)}…`
    : title;
}

/** Writes a queued job for `ids` (repeats dropped) and returns its id. */
export async function createBulkJob(
  db: Firestore,
  input: { kind: BulkJobKind; ids: readonly string[]; change?: BulkChange },
  actor: ActorLike,
  now: Date = new Date(),
  batchSize: number = BULK_JOB_BATCH_SIZE,
): Promise<string> {
  const ids = [...new Set(input.ids)];
  const titles: string[] = [];
  for (let start = 0; start < ids.length; start += TITLE_READ_CHUNK) {
    const refs = ids.slice(start, start + TITLE_READ_CHUNK).map((id) => productDoc(db, id));
    const snaps = await db.getAll(...refs);
    for (const snap of snaps) titles.push(shortTitle(dataOrNull(snap)?.title ?? ''));
  }
  const who = toActor(actor);
  const ref = bulkJobsCol(db).doc();
  const job: BulkJobDoc = {
    kind: input.kind,
    status: 'queued',
    change: input.kind === 'edit' ? (input.change ?? {}) : null,
    product_ids: ids,
    titles,
    total: ids.length,
    batch_size: batchSize,
    cursor: 0,
    done: 0,
    unchanged: 0,
    skipped: [],
    created_by: who.uid ?? '',
    created_by_name: who.name,
    created_at: now,
    started_at: null,
    finished_at: null,
    updated_at: now,
    error: null,
    auto_resumed_at: null,
    auto_resume_attempts: 0,
    auto_resume_cursor: 0,
    lease_until: null,
  };
  await ref.create({ ...job, id: ref.id });
  return ref.id;
}

/** What one call of {@link runBulkJobBatch} did. */
export type BatchOutcome = 'processed' | 'finished' | 'stale' | 'cancelled' | 'paused' | 'missing';

/**
 * Processes the batch at `expectedCursor` (the checkpoint of the write that asked for it)
 * of job `jobId`: nothing when the job has finished or its checkpoint has moved on (a
 * redelivered event, or another run got there first).
 */
export async function runBulkJobBatch(
  db: Firestore,
  jobId: string,
  expectedCursor: number,
  now: Date = new Date(),
): Promise<BatchOutcome> {
  const jobRef = bulkJobDoc(db, jobId);
  return db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(jobRef));
    if (job === null) return 'missing';
    if (job.status === 'cancelled' || job.status === 'paused') return job.status;
    if (!isBulkJobActive(job)) return 'finished';
    if (job.cursor !== expectedCursor) return 'stale';
    const ids = job.product_ids.slice(job.cursor, job.cursor + job.batch_size);
    const productRefs = ids.map((id) => productDoc(db, id));
    const loanRefs = ids.map((id) => productLoanDoc(db, id));
    const [snaps, loans] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([tx.getAll(...productRefs), tx.getAll(...loanRefs)]);
    // The records name the admin who started the job.
    const actor = { uid: job.created_by === '' ? null : job.created_by, name: job.created_by_name };
    let done = 0;
    let unchanged = 0;
    const skipped: BulkSkip[] = [];
    ids.forEach((id, i) => {
      const stored = dataOrNull(snaps[i]!);
      const title = stored ? shortTitle(stored.title) : (job.titles[job.cursor + i] ?? '');
      const skip = (reason: string) => skipped.push({ id, title, reason });
      if (stored === null) return skip(BULK_SKIP.gone);
      // Who holds the bag is on its loan (product_loans), not on the product.
      const product = withBorrower(stored, dataOrNull(loans[i]!));
      // One record per product and job, under a fixed id, so it can never be written twice
      // (the builder every writer uses; the admin is named once per batch, below).
      const audit = (input: Pick<AuditInput, 'kind' | 'changes'>) => {
        const ref = activityCol(db).doc(`bulk-${jobId}-${id}`);
        const record = auditRecord({
          ...input,
          objectType: 'product',
          objectId: id,
          label: stored.title,
          actor,
          at: now,
          jobId,
        });
        tx.create(ref, { ...record, id: ref.id });
      };
      if (job.kind === 'delete') {
        const reason = bulkDeleteSkip(product);
        if (reason !== null) return skip(reason);
        tx.delete(productRefs[i]!);
        audit({
          kind: 'deleted',
          changes: auditChanges(stored, null, ['status', 'price', 'borrow_status']),
        });
        done += 1;
        return undefined;
      }
      const outcome = bulkEditOutcome(product, job.change ?? {});
      if (outcome.kind === 'skip') return skip(outcome.reason);
      if (outcome.kind === 'unchanged') {
        unchanged += 1;
        return undefined;
      }
      tx.update(productRefs[i]!, { ...outcome.patch, updated_at: now });
      const changes = auditChanges(stored, { ...stored, ...outcome.patch }, PRODUCT_AUDIT_FIELDS);
      const kind =
        changes.length === 1 && changes[0]!.field === 'status' ? 'status_changed' : 'updated';
      audit({ kind, changes });
      done += 1;
      return undefined;
    });
    const cursor = job.cursor + ids.length;
    const finished = cursor >= job.total;
    const progress = {
      status: finished ? ('done' as const) : ('running' as const),
      cursor,
      done: job.done + done,
      unchanged: job.unchanged + unchanged,
      skipped: [...job.skipped, ...skipped],
    };
    if (finished) {
      const ref = activityCol(db).doc();
      tx.create(ref, { ...bulkJobActivity({ ...job, ...progress }, now), id: ref.id });
    }
    if ((done > 0 || finished) && actor.uid !== null) {
      // The Activity page's person filter names the admin (as addActivity does).
      tx.set(
        activityPeopleCol(db).doc(actor.uid),
        { id: actor.uid, uid: actor.uid, name: actor.name, last_at: now },
        { merge: true },
      );
    }
    tx.update(jobRef, {
      ...progress,
      started_at: job.started_at ?? now,
      finished_at: finished ? now : null,
      updated_at: now,
      error: null,
    });
    return finished ? 'finished' : 'processed';
  });
}

/** Cancels a queued or running job: the batch under way (if any) is its last. */
export async function cancelBulkJob(db: Firestore, jobId: string, now: Date = new Date()) {
  const ref = bulkJobDoc(db, jobId);
  await db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(ref));
    if (job === null) throw new HttpsError('not-found', BULK_JOB_NOT_FOUND);
    if (!isBulkJobActive(job)) throw new HttpsError('failed-precondition', BULK_JOB_FINISHED);
    tx.update(ref, { status: 'cancelled', finished_at: now, updated_at: now });
    addActivity(tx, db, bulkJobActivity({ ...job, status: 'cancelled' }, now));
  });
}

/**
 * Pauses a queued or running job: the batch under way (if any) is the last until the
 * admin resumes it. The automatic resume leaves a paused job alone.
 */
export async function pauseBulkJob(db: Firestore, jobId: string, now: Date = new Date()) {
  const ref = bulkJobDoc(db, jobId);
  await db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(ref));
    if (job === null) throw new HttpsError('not-found', BULK_JOB_NOT_FOUND);
    if (!isBulkJobActive(job)) throw new HttpsError('failed-precondition', BULK_JOB_NOT_RUNNING);
    tx.update(ref, { status: 'paused', lease_until: null, updated_at: now });
  });
}

/**
 * Restarts a job that failed, was paused or stalled (its function stopped between
 * batches): it goes on from its checkpoint, the write re-triggering the next batch. The
 * admin's resume starts the count of automatic attempts again.
 */
export async function resumeBulkJob(db: Firestore, jobId: string, now: Date = new Date()) {
  const ref = bulkJobDoc(db, jobId);
  await db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(ref));
    if (job === null) throw new HttpsError('not-found', BULK_JOB_NOT_FOUND);
    if (!canResumeBulkJob(job, now)) {
      throw new HttpsError(
        'failed-precondition',
        isBulkJobActive(job) ? BULK_JOB_STILL_RUNNING : BULK_JOB_FINISHED,
      );
    }
    tx.update(ref, {
      status: 'running',
      error: null,
      auto_resume_attempts: 0,
      lease_until: null,
      updated_at: now,
    });
  });
}

/** What one sweep did: the jobs it resumed, and those it stopped as failed. */
export interface StalledJobsSweep {
  resumed: string[];
  failed: string[];
}

/**
 * The automatic resume (`resumeStalledBulkJobs`, every minute): finds the queued and
 * running jobs with no batch for `BULK_JOB_STALL_MS` and, each in a transaction that reads
 * it again (domain `autoResumeDecision`), takes it with a lease and resumes it from its
 * checkpoint (the write re-triggers its next batch, as the admin's Resume does), or stops
 * it as failed after too many attempts. Two sweeps at once: the second transaction sees
 * the first one's lease and leaves the job. A paused, cancelled or finished job is never
 * touched; a batch already done is never redone (its checkpoint has moved).
 */
export async function sweepStalledBulkJobs(
  db: Firestore,
  now: Date = new Date(),
): Promise<StalledJobsSweep> {
  // Index: bulk_jobs (status ASC, updated_at ASC).
  const stalled = await bulkJobsCol(db)
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<=', new Date(now.getTime() - BULK_JOB_STALL_MS))
    .limit(50)
    .get();
  const sweep: StalledJobsSweep = { resumed: [], failed: [] };
  for (const candidate of stalled.docs) {
    const ref = candidate.ref;
    const outcome = await db.runTransaction(async (tx) => {
      const job = dataOrNull(await tx.get(ref));
      if (job === null) return 'leave';
      const decision = autoResumeDecision(job, now);
      if (decision.kind !== 'leave') tx.update(ref, decision.patch);
      if (decision.kind === 'fail') {
        addActivity(tx, db, bulkJobActivity({ ...job, ...decision.patch }, now));
      }
      return decision.kind;
    });
    if (outcome === 'resume') sweep.resumed.push(ref.id);
    if (outcome === 'fail') sweep.failed.push(ref.id);
  }
  return sweep;
}

/** Marks the job failed with what to tell the admin (unless it has finished meanwhile). */
export async function failBulkJob(db: Firestore, jobId: string, message: string, now = new Date()) {
  const ref = bulkJobDoc(db, jobId);
  await db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(ref));
    if (job === null || !isBulkJobActive(job)) return;
    tx.update(ref, { status: 'failed', error: message, updated_at: now });
    addActivity(tx, db, bulkJobActivity({ ...job, status: 'failed' }, now));
  });
}
