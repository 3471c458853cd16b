/**
 * Bulk jobs: an admin's bulk edit or delete of products, run on the server in batches
 * (`startBulkJob` writes a `bulk_jobs` document; a function processes it, checkpointing
 * each batch in that document). What each product gets is decided here, with the same
 * invariants as every other admin path (`productEditRefusal`, `deleteRefusal`,
 * `valueCapProblem`); a product a rule protects is skipped, with the reason in the
 * admin's words, and the rest go on.
 */
import { z } from 'zod';
import {
  valueCapProblem,
  type AccessLevel,
  type BorrowStatus,
  type ProductStatus,
  deleteRefusal,
  isHeld,
  isOnLoan,
  productEditRefusal,
  SOLD_STAYS_SOLD,
} from '../catalogue';
import { auditSearchTokens } from './audit';
import { MAX_ACTIVITY_ACTION_LENGTH, type ActivityDoc } from './schemas/activity';
import {
  bulkChangeSchema,
  type BulkChange,
  type BulkJob,
  type BulkJobKind,
  type BulkSkip,
} from './schemas/bulk-job';
import { formatCount } from '../core';

/** Most products one bulk job takes (its document holds their ids, titles and report). */
export const MAX_BULK_JOB_PRODUCTS = 2000;
/**
 * Products per batch: each batch is one transaction (a write and an audit record each,
 * the admin's name and the checkpoint, and on the last the job's own line: 403 writes at
 * most, under Firestore's 500 per commit).
 */
export const BULK_JOB_BATCH_SIZE = 200;
/** Longest title kept in a job's report. */
export const MAX_BULK_TITLE_LENGTH = 80;
/**
 * A queued or running job with no progress (no batch written) for this long has stalled
 * (its function died): the server resumes it by itself (`resumeStalledBulkJobs`, every
 * minute), and the admin may resume it by hand.
 */
export const BULK_JOB_STALL_MS = 2 * 60_000;
/** How long an automatic resume holds the job before another may take it. */
export const BULK_JOB_LEASE_MS = BULK_JOB_STALL_MS;
/** Automatic resumes without progress before the job stops as failed. */
export const BULK_JOB_MAX_AUTO_RESUMES = 3;

const idsSchema = z
  .array(z.string().trim().min(1).max(200))
  .min(1, 'Choose at least one product.')
  .max(MAX_BULK_JOB_PRODUCTS, `Choose at most ${MAX_BULK_JOB_PRODUCTS} products at a time.`);

/** `startBulkJob`'s input: the products, and for an edit the change. */
export const startBulkJobInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('edit'),
      ids: idsSchema,
      change: bulkChangeSchema.refine((change) => Object.keys(change).length > 0, {
        message: 'Choose at least one change to apply.',
      }),
    }),
    z.object({ kind: z.literal('delete'), ids: idsSchema }),
  ],
  { error: () => 'Choose a bulk action: edit or delete.' },
);
export type StartBulkJobInput = z.input<typeof startBulkJobInputSchema>;
export interface StartBulkJobResult {
  jobId: string;
}

/** `cancelBulkJob`, `pauseBulkJob` and `resumeBulkJob`: the job. */
export const bulkJobIdInputSchema = z.object({
  jobId: z.string().trim().min(1, 'Choose a bulk job.').max(200),
});
export type BulkJobIdInput = z.input<typeof bulkJobIdInputSchema>;
export interface BulkJobIdResult {
  jobId: string;
}

/** Refusal: the job has already finished (done, failed or cancelled). */
export const BULK_JOB_FINISHED = 'This bulk job has already finished.';
/** Refusal: the job is running and moving (resume is for a stopped or stalled job). */
export const BULK_JOB_STILL_RUNNING = 'This bulk job is still running.';
/** Refusal: the job is not queued or running, so there is nothing to pause. */
export const BULK_JOB_NOT_RUNNING = 'This bulk job is not running, so it cannot be paused.';
/** Why a job that stalled again and again was stopped (the admin may still resume it). */
export const BULK_JOB_GAVE_UP = `The job stopped moving ${BULK_JOB_MAX_AUTO_RESUMES} times at the same point, even after being resumed automatically, so it was stopped. Resume it to try again: nothing is changed twice.`;
/** Refusal: no such job. */
export const BULK_JOB_NOT_FOUND = 'This bulk job no longer exists.';

/** Skip reasons, in the admin's words. */
export const BULK_SKIP = {
  gone: 'No longer exists',
  held: 'Held by a member',
  onWayBack: 'On its way back from a member',
  reserved: 'Reserved for a member in its queue',
  onLoan: 'On loan: its borrow status follows the member\u2019s order',
  sold: 'Sold: it stays Sold',
  noPhoto: 'Has no photo, so it cannot be Active',
  notAllowed: 'Not allowed for this product',
} as const;

/** The short reason a held bag is skipped, by where it is. */
export function heldSkipReason(borrowStatus: BorrowStatus): string {
  if (borrowStatus === 'Swapping') return BULK_SKIP.onWayBack;
  if (borrowStatus === 'Reserved') return BULK_SKIP.reserved;
  return BULK_SKIP.held;
}

/** The product fields a bulk job reads (with who holds it, from its loan). */
export interface BulkProduct {
  status: ProductStatus;
  borrow_status: BorrowStatus;
  borrower: string | null;
  return_date: Date | null;
  access_levels: AccessLevel;
  price: number;
  photos: readonly unknown[];
}

/** What an edit job does to one product. */
export type BulkEditOutcome =
  | {
      kind: 'apply';
      patch: Partial<
        Pick<BulkProduct, 'status' | 'borrow_status' | 'access_levels' | 'return_date'>
      >;
    }
  | { kind: 'unchanged' }
  | { kind: 'skip'; reason: string };

/**
 * The edit of `change` on `product`: the fields that differ, or why it is skipped (the
 * whole product: never half of a change). A bag on loan keeps its borrow status, a held
 * bag is neither hidden nor sold, Sold stays Sold, an Active product needs a photo, and
 * every tier's value cap holds (the tier table's).
 */
export function bulkEditOutcome(product: BulkProduct, change: BulkChange): BulkEditOutcome {
  const patch: Extract<BulkEditOutcome, { kind: 'apply' }>['patch'] = {};
  if (change.status !== undefined && change.status !== product.status) patch.status = change.status;
  if (change.borrow_status !== undefined && change.borrow_status !== product.borrow_status) {
    patch.borrow_status = change.borrow_status;
    patch.return_date = null;
  }
  if (change.access_levels !== undefined && change.access_levels !== product.access_levels)
    patch.access_levels = change.access_levels;
  if (Object.keys(patch).length === 0) return { kind: 'unchanged' };
  const next = { ...product, ...patch };
  if (patch.borrow_status !== undefined && isOnLoan(product))
    return { kind: 'skip', reason: BULK_SKIP.onLoan };
  const refusal = productEditRefusal(product, next);
  if (refusal !== null) {
    if (refusal === SOLD_STAYS_SOLD) return { kind: 'skip', reason: BULK_SKIP.sold };
    if (isHeld(product)) return { kind: 'skip', reason: heldSkipReason(product.borrow_status) };
    return { kind: 'skip', reason: BULK_SKIP.notAllowed };
  }
  if (next.status === 'Active' && next.photos.length === 0)
    return { kind: 'skip', reason: BULK_SKIP.noPhoto };
  // The cap's own words (valueCapProblem, from the tier table).
  const cap = patch.access_levels === undefined ? null : valueCapProblem(next);
  if (cap !== null) return { kind: 'skip', reason: cap };
  return { kind: 'apply', patch };
}

/** Why a delete job skips `product`, or `null` when it is deleted. */
export function bulkDeleteSkip(product: BulkProduct): string | null {
  return deleteRefusal(product) === null ? null : heldSkipReason(product.borrow_status);
}

/** The job's verb: "Deleting"/"Deleted", "Updating"/"Updated", "Archiving"/"Archived". */
function verbs(job: Pick<BulkJob, 'kind' | 'change'>): [string, string] {
  if (job.kind === 'delete') return ['Deleting', 'Deleted'];
  const keys = Object.keys(job.change ?? {});
  if (keys.length === 1 && job.change?.status === 'Hidden') return ['Archiving', 'Archived'];
  return ['Updating', 'Updated'];
}

/** The job's kind in a sentence: "Bulk delete", "Bulk archive", "Bulk edit". */
export function bulkJobTitle(job: Pick<BulkJob, 'kind' | 'change'>): string {
  const [, past] = verbs(job);
  return past === 'Deleted' ? 'Bulk delete' : past === 'Archived' ? 'Bulk archive' : 'Bulk edit';
}

/** What a job's change sets, e.g. "Access level: Crown, Borrow status: Maintenance". */
export function bulkChangeText(change: BulkChange | null): string {
  if (change === null) return '';
  const parts: string[] = [];
  if (change.status !== undefined) parts.push(`Status: ${change.status}`);
  if (change.borrow_status !== undefined) parts.push(`Borrow status: ${change.borrow_status}`);
  if (change.access_levels !== undefined) parts.push(`Access level: ${change.access_levels}`);
  return parts.join(', ');
}

/**
 * The job's progress as a sentence: "Deleting 120 of 330 products", "Deleted 328 of 330
 * products; 2 skipped", "Cancelled after 120 of 330 products".
 */
export function bulkJobProgressText(
  job: Pick<
    BulkJob,
    'kind' | 'change' | 'status' | 'cursor' | 'total' | 'done' | 'unchanged' | 'skipped'
  >,
): string {
  const [doing, did] = verbs(job);
  const of = `${formatCount(job.cursor)} of ${formatCount(job.total)} products`;
  const skipped = job.skipped.length > 0 ? `; ${formatCount(job.skipped.length)} skipped` : '';
  const unchanged =
    job.unchanged > 0 ? `; ${formatCount(job.unchanged)} already had the change` : '';
  switch (job.status) {
    case 'queued':
      return `${doing} ${formatCount(job.total)} products: starting`;
    case 'running':
      return `${doing} ${of}`;
    case 'done':
      return `${did} ${formatCount(job.done)} of ${formatCount(job.total)} products${unchanged}${skipped}`;
    case 'paused':
      return `Paused after ${of}: ${formatCount(job.done)} ${did.toLowerCase()}${skipped}`;
    case 'cancelled':
      return `Cancelled after ${of}: ${formatCount(job.done)} ${did.toLowerCase()}${skipped}`;
    case 'failed':
      return `Stopped after ${of}: ${formatCount(job.done)} ${did.toLowerCase()}${skipped}`;
  }
}

/**
 * The skip reasons of a job, each with how many products it held back, most first:
 * "Held by a member (3), No longer exists (1)"; `''` when none was skipped.
 */
export function bulkSkipSummary(skipped: readonly Pick<BulkSkip, 'reason'>[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `${reason} (${formatCount(count)})`)
    .join(', ');
}

/** A job as it is when it ends, and who started it. */
export type EndedBulkJob = Pick<
  BulkJob,
  | 'kind'
  | 'change'
  | 'status'
  | 'cursor'
  | 'total'
  | 'done'
  | 'unchanged'
  | 'skipped'
  | 'created_by'
  | 'created_by_name'
>;

/**
 * The activity line of a job that has ended (done, cancelled or stopped as failed), one
 * per end, whatever it changed, so the trail shows every job an admin ran, even one that
 * changed nothing: what it was ("Bulk archive", or "Bulk edit (Access level: Crown)"),
 * how far it got and what it changed ({@link bulkJobProgressText}), and why products were
 * skipped ({@link bulkSkipSummary}). It names the admin who started the job and carries
 * the search tokens of its text, as every plain line does. It has no `job_id`: that names
 * the records of the products the job changed, one each.
 */
export function bulkJobActivity(job: EndedBulkJob, at: Date): ActivityDoc {
  const change = job.kind === 'edit' ? bulkChangeText(job.change) : '';
  const title = bulkJobTitle(job);
  const what = title === 'Bulk edit' && change !== '' ? `${title} (${change})` : title;
  const reasons = bulkSkipSummary(job.skipped);
  const text = `${what}: ${bulkJobProgressText(job)}${reasons === '' ? '' : `: ${reasons}`}`;
  const action =
    text.length > MAX_ACTIVITY_ACTION_LENGTH
      ? `${text.slice(0, MAX_ACTIVITY_ACTION_LENGTH - 1)}…`
      : text;
  return {
    action,
    timestamp: at,
    actor: job.created_by_name,
    actor_uid: job.created_by === '' ? null : job.created_by,
    search_tokens: auditSearchTokens(action),
  };
}

/** Whether the job is still to run (queued or running). */
export function isBulkJobActive(job: Pick<BulkJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/**
 * Whether the job has stalled: queued or running, no batch written for
 * `BULK_JOB_STALL_MS`, and no automatic resume's lease still running.
 */
export function isBulkJobStalled(
  job: Pick<BulkJob, 'status' | 'updated_at' | 'lease_until'>,
  now: Date,
): boolean {
  if (!isBulkJobActive(job)) return false;
  if (job.lease_until !== null && job.lease_until.getTime() > now.getTime()) return false;
  return now.getTime() - job.updated_at.getTime() >= BULK_JOB_STALL_MS;
}

/**
 * Whether the admin may resume the job: it failed, she paused it, or it has made no
 * progress for a while.
 */
export function canResumeBulkJob(
  job: Pick<BulkJob, 'status' | 'updated_at' | 'lease_until'>,
  now: Date,
): boolean {
  if (job.status === 'failed' || job.status === 'paused') return true;
  return isBulkJobStalled(job, now);
}

/** The fields of a job that its automatic resume reads. */
export type AutoResumeInput = Pick<
  BulkJob,
  'status' | 'updated_at' | 'lease_until' | 'cursor' | 'auto_resume_attempts' | 'auto_resume_cursor'
>;

/** What the sweep does with one job, and the fields it writes. */
export type AutoResumeDecision =
  | { kind: 'leave' }
  | {
      kind: 'resume';
      patch: Pick<
        BulkJob,
        | 'status'
        | 'error'
        | 'auto_resumed_at'
        | 'auto_resume_attempts'
        | 'auto_resume_cursor'
        | 'lease_until'
        | 'updated_at'
      >;
    }
  | {
      kind: 'fail';
      patch: Pick<BulkJob, 'status' | 'error' | 'lease_until' | 'updated_at'>;
    };

/**
 * The automatic resume of a job: left alone unless it has stalled (a job the admin paused,
 * cancelled or that finished is never touched); resumed from its checkpoint with a lease
 * and the attempt counted (attempts since it last moved: one that moved since the last
 * resume starts again at 1); stopped as failed, with the reason, when it has been resumed
 * `BULK_JOB_MAX_AUTO_RESUMES` times without moving.
 */
export function autoResumeDecision(job: AutoResumeInput, now: Date): AutoResumeDecision {
  if (!isBulkJobStalled(job, now)) return { kind: 'leave' };
  const moved = job.cursor !== job.auto_resume_cursor;
  const attempt = job.auto_resume_attempts > 0 && !moved ? job.auto_resume_attempts + 1 : 1;
  if (attempt > BULK_JOB_MAX_AUTO_RESUMES) {
    return {
      kind: 'fail',
      patch: { status: 'failed', error: BULK_JOB_GAVE_UP, lease_until: null, updated_at: now },
    };
  }
  return {
    kind: 'resume',
    patch: {
      status: 'running',
      error: null,
      auto_resumed_at: now,
      auto_resume_attempts: attempt,
      auto_resume_cursor: job.cursor,
      lease_until: new Date(now.getTime() + BULK_JOB_LEASE_MS),
      updated_at: now,
    },
  };
}

/**
 * The automatic resume to show on the job: "Resumed automatically (attempt 2 of 3)"
 * with its time, or `null` when it never was (the time is formatted by the page).
 */
export function bulkJobAutoResume(
  job: Pick<BulkJob, 'auto_resumed_at' | 'auto_resume_attempts'>,
): { at: Date; attempt: number; of: number } | null {
  if (job.auto_resumed_at === null || job.auto_resume_attempts === 0) return null;
  return {
    at: job.auto_resumed_at,
    attempt: job.auto_resume_attempts,
    of: BULK_JOB_MAX_AUTO_RESUMES,
  };
}

/** The kinds a job can be, for a label. */
export const BULK_JOB_KIND_LABELS: Record<BulkJobKind, string> = {
  edit: 'Edit',
  delete: 'Delete',
};
