import { describe, expect, it } from 'vitest';
import {
  BULK_JOB_GAVE_UP,
  BULK_JOB_LEASE_MS,
  BULK_JOB_MAX_AUTO_RESUMES,
  BULK_JOB_STALL_MS,
  BULK_SKIP,
  MAX_ACTIVITY_ACTION_LENGTH,
  activityDocSchema,
  autoResumeDecision,
  bulkDeleteSkip,
  bulkJobActivity,
  bulkJobAutoResume,
  bulkEditOutcome,
  bulkJobProgressText,
  bulkSkipSummary,
  canResumeBulkJob,
  isBulkJobStalled,
  startBulkJobInputSchema,
  TIER_TABLE,
  valueCapProblem,
  type BulkJobStatus,
  type BulkProduct,
} from '../../index';

const free: BulkProduct = {
  status: 'Active',
  borrow_status: 'Available',
  borrower: null,
  return_date: null,
  access_levels: 'Any',
  price: 150_000,
  photos: ['https://img.test/a.jpg'],
};
const held: BulkProduct = { ...free, borrow_status: 'Borrowed', borrower: 'member-ann' };

describe('bulkEditOutcome', () => {
  it('applies only the fields that differ, and nothing when all already match', () => {
    expect(bulkEditOutcome(free, { access_levels: 'Crown', status: 'Active' })).toEqual({
      kind: 'apply',
      patch: { access_levels: 'Crown' },
    });
    expect(bulkEditOutcome(free, { borrow_status: 'Maintenance' })).toEqual({
      kind: 'apply',
      patch: { borrow_status: 'Maintenance', return_date: null },
    });
    expect(bulkEditOutcome(free, { access_levels: 'Any' })).toEqual({ kind: 'unchanged' });
  });

  it('skips a held bag from archive, a bag on loan from a borrow status, and Sold from un-selling', () => {
    expect(bulkEditOutcome(held, { status: 'Hidden' })).toEqual({
      kind: 'skip',
      reason: BULK_SKIP.held,
    });
    expect(bulkEditOutcome({ ...held, borrow_status: 'Swapping' }, { status: 'Hidden' })).toEqual({
      kind: 'skip',
      reason: BULK_SKIP.onWayBack,
    });
    expect(bulkEditOutcome(held, { borrow_status: 'Available' })).toEqual({
      kind: 'skip',
      reason: BULK_SKIP.onLoan,
    });
    expect(bulkEditOutcome({ ...free, status: 'Sold' }, { status: 'Hidden' })).toEqual({
      kind: 'skip',
      reason: BULK_SKIP.sold,
    });
    // A held bag may still get a new access level.
    expect(bulkEditOutcome(held, { access_levels: 'Crown' }).kind).toBe('apply');
  });

  it('keeps the Elite value cap and an Active product needs a photo', () => {
    const over = { ...free, price: TIER_TABLE.elite.valueCapCents! + 100 };
    expect(bulkEditOutcome(over, { access_levels: 'Elite' })).toEqual({
      kind: 'skip',
      reason: valueCapProblem({ ...over, access_levels: 'Elite' }),
    });
    expect(valueCapProblem({ ...over, access_levels: 'Elite' })).not.toBeNull();
    expect(
      bulkEditOutcome({ ...free, status: 'Hidden', photos: [] }, { status: 'Active' }),
    ).toEqual({ kind: 'skip', reason: BULK_SKIP.noPhoto });
  });
});

describe('bulkDeleteSkip', () => {
  it('skips a held bag, with where it is', () => {
    expect(bulkDeleteSkip(free)).toBeNull();
    expect(bulkDeleteSkip(held)).toBe(BULK_SKIP.held);
    expect(bulkDeleteSkip({ ...held, borrow_status: 'Reserved' })).toBe(BULK_SKIP.reserved);
  });
});

describe('startBulkJobInputSchema', () => {
  it('asks for products, a kind and, for an edit, a change', () => {
    const fail = (input: unknown) =>
      startBulkJobInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(fail({ kind: 'delete', ids: [] })).toBe('Choose at least one product.');
    expect(fail({ kind: 'edit', ids: ['p1'], change: {} })).toBe(
      'Choose at least one change to apply.',
    );
    expect(fail({ kind: 'wipe', ids: ['p1'] })).toBe('Choose a bulk action: edit or delete.');
    expect(
      fail({ kind: 'edit', ids: ['p1'], change: { borrow_status: 'Borrowed' } }),
    ).toBeDefined();
    expect(fail({ kind: 'delete', ids: Array.from({ length: 2001 }, (_, i) => `p${i}`) })).toBe(
      'Choose at most 2000 products at a time.',
    );
    expect(startBulkJobInputSchema.safeParse({ kind: 'delete', ids: ['p1'] }).success).toBe(true);
  });
});

describe('bulk job progress', () => {
  const job = {
    kind: 'delete' as const,
    change: null,
    status: 'running' as const,
    cursor: 120,
    total: 330,
    done: 118,
    unchanged: 0,
    skipped: [
      { id: 'a', title: 'A', reason: BULK_SKIP.held },
      { id: 'b', title: 'B', reason: BULK_SKIP.gone },
    ],
  };
  it('says where a job is in the admin’s words', () => {
    expect(bulkJobProgressText(job)).toBe('Deleting 120 of 330 products');
    expect(bulkJobProgressText({ ...job, status: 'done', cursor: 330, done: 328 })).toBe(
      'Deleted 328 of 330 products; 2 skipped',
    );
    expect(bulkJobProgressText({ ...job, status: 'cancelled' })).toBe(
      'Cancelled after 120 of 330 products: 118 deleted; 2 skipped',
    );
    expect(
      bulkJobProgressText({
        ...job,
        kind: 'edit',
        change: { status: 'Hidden' },
        status: 'done',
        cursor: 330,
        done: 300,
        unchanged: 28,
      }),
    ).toBe('Archived 300 of 330 products; 28 already had the change; 2 skipped');
  });

  it('may be resumed when it failed, was paused or has not moved for a while', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    const later = (ms: number) => new Date(at.getTime() + ms);
    const job = (status: BulkJobStatus, lease_until: Date | null = null) => ({
      status,
      updated_at: at,
      lease_until,
    });
    expect(canResumeBulkJob(job('failed'), at)).toBe(true);
    expect(canResumeBulkJob(job('paused'), at)).toBe(true);
    expect(canResumeBulkJob(job('running'), later(1000))).toBe(false);
    expect(canResumeBulkJob(job('running'), later(BULK_JOB_STALL_MS))).toBe(true);
    expect(canResumeBulkJob(job('queued'), later(BULK_JOB_STALL_MS))).toBe(true);
    expect(canResumeBulkJob(job('done'), later(BULK_JOB_STALL_MS))).toBe(false);
    expect(canResumeBulkJob(job('cancelled'), later(BULK_JOB_STALL_MS))).toBe(false);
    // An automatic resume's lease still running: not yet.
    const leased = job('running', later(BULK_JOB_STALL_MS + 1000));
    expect(isBulkJobStalled(leased, later(BULK_JOB_STALL_MS))).toBe(false);
    expect(isBulkJobStalled(leased, later(BULK_JOB_STALL_MS + 1000))).toBe(true);
  });

  it('says how far a paused job got', () => {
    expect(
      bulkJobProgressText({
        kind: 'delete',
        change: null,
        status: 'paused',
        cursor: 200,
        total: 330,
        done: 199,
        unchanged: 0,
        skipped: [{ id: 'p1', title: 'Birkin 30', reason: BULK_SKIP.held }],
      }),
    ).toBe('Paused after 200 of 330 products: 199 deleted; 1 skipped');
  });
});

describe('the automatic resume of a stalled job', () => {
  const at = new Date('2026-11-01T12:00:00Z');
  const stalledAt = new Date(at.getTime() + BULK_JOB_STALL_MS);
  const running = {
    status: 'running' as BulkJobStatus,
    updated_at: at,
    lease_until: null,
    cursor: 400,
    auto_resume_attempts: 0,
    auto_resume_cursor: 0,
  };

  it('leaves a job that is moving, paused, cancelled or finished', () => {
    expect(autoResumeDecision(running, new Date(stalledAt.getTime() - 1))).toEqual({
      kind: 'leave',
    });
    for (const status of ['paused', 'cancelled', 'done', 'failed'] as const) {
      expect(autoResumeDecision({ ...running, status }, stalledAt)).toEqual({ kind: 'leave' });
    }
  });

  it('resumes a stalled job from its checkpoint with a lease, counting the attempt', () => {
    const decision = autoResumeDecision(running, stalledAt);
    expect(decision).toEqual({
      kind: 'resume',
      patch: {
        status: 'running',
        error: null,
        auto_resumed_at: stalledAt,
        auto_resume_attempts: 1,
        auto_resume_cursor: 400,
        lease_until: new Date(stalledAt.getTime() + BULK_JOB_LEASE_MS),
        updated_at: stalledAt,
      },
    });
    // A queued job whose first batch never ran is resumed too.
    expect(
      autoResumeDecision({ ...running, status: 'queued', cursor: 0 }, stalledAt),
    ).toMatchObject({ kind: 'resume', patch: { status: 'running', auto_resume_attempts: 1 } });
  });

  it('counts attempts since the job last moved, and stops it as failed after too many', () => {
    // Stalled again at the same checkpoint: the second attempt.
    const again = { ...running, auto_resume_attempts: 1, auto_resume_cursor: 400 };
    expect(autoResumeDecision(again, stalledAt)).toMatchObject({
      kind: 'resume',
      patch: { auto_resume_attempts: 2 },
    });
    // It moved since: a new first attempt.
    expect(
      autoResumeDecision({ ...again, auto_resume_attempts: 2, auto_resume_cursor: 200 }, stalledAt),
    ).toMatchObject({
      kind: 'resume',
      patch: { auto_resume_attempts: 1, auto_resume_cursor: 400 },
    });
    const last = { ...again, auto_resume_attempts: BULK_JOB_MAX_AUTO_RESUMES };
    expect(autoResumeDecision(last, stalledAt)).toEqual({
      kind: 'fail',
      patch: {
        status: 'failed',
        error: BULK_JOB_GAVE_UP,
        lease_until: null,
        updated_at: stalledAt,
      },
    });
    expect(BULK_JOB_GAVE_UP).toContain('stopped moving 3 times');
  });

  it('is shown with its attempt', () => {
    expect(bulkJobAutoResume({ auto_resumed_at: null, auto_resume_attempts: 0 })).toBeNull();
    expect(bulkJobAutoResume({ auto_resumed_at: at, auto_resume_attempts: 2 })).toEqual({
      at,
      attempt: 2,
      of: 3,
    });
  });
});

describe('bulkJobActivity', () => {
  const at = new Date('2026-11-30T10:00:00Z');
  const ended = {
    kind: 'edit' as const,
    change: { status: 'Hidden' as const },
    status: 'done' as const,
    cursor: 5,
    total: 5,
    done: 0,
    unchanged: 1,
    skipped: [
      { id: 'a', title: 'A', reason: BULK_SKIP.held },
      { id: 'b', title: 'B', reason: BULK_SKIP.sold },
      { id: 'c', title: 'C', reason: BULK_SKIP.held },
      { id: 'd', title: 'D', reason: BULK_SKIP.onWayBack },
    ],
    created_by: 'admin-1',
    created_by_name: 'ops@unlimited.test',
  };

  it('says who ran which job, what it changed and why products were skipped, most common first', () => {
    const line = bulkJobActivity(ended, at);
    expect(line).toEqual({
      action: `Bulk archive: Archived 0 of 5 products; 1 already had the change; 4 skipped: ${BULK_SKIP.held} (2), ${BULK_SKIP.sold} (1), ${BULK_SKIP.onWayBack} (1)`,
      timestamp: at,
      actor: 'ops@unlimited.test',
      actor_uid: 'admin-1',
      search_tokens: expect.arrayContaining(['bulk', 'archive', 'archived', 'held']),
    });
    expect(activityDocSchema.parse(line)).toEqual(line);
    expect(bulkSkipSummary([])).toBe('');
  });

  it('names an edit by its change, and a job that was cancelled or stopped by how far it got', () => {
    expect(
      bulkJobActivity(
        {
          ...ended,
          change: { access_levels: 'Crown' },
          status: 'cancelled',
          cursor: 2,
          done: 2,
          unchanged: 0,
          skipped: [],
        },
        at,
      ).action,
    ).toBe('Bulk edit (Access level: Crown): Cancelled after 2 of 5 products: 2 updated');
    expect(
      bulkJobActivity(
        { ...ended, kind: 'delete', change: null, status: 'failed', cursor: 0, skipped: [] },
        at,
      ).action,
    ).toBe('Bulk delete: Stopped after 0 of 5 products: 0 deleted');
  });

  it('keeps a long summary within the stored length, and a job started by no admin unnamed', () => {
    const skipped = Array.from({ length: 40 }, (_, i) => ({
      id: `p${i}`,
      title: 'T',
      reason: `Reason number ${i} that is rather long`,
    }));
    const line = bulkJobActivity(
      { ...ended, skipped, created_by: '', created_by_name: 'Bench' },
      at,
    );
    expect(line.action).toHaveLength(MAX_ACTIVITY_ACTION_LENGTH);
    expect(line.action.endsWith('…')).toBe(true);
    expect(line).toMatchObject({ actor: 'Bench', actor_uid: null });
  });
});
