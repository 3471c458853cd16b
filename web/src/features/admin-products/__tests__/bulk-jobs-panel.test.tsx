import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_JOB_GAVE_UP, BULK_SKIP, type BulkJob } from '@unlimited/domain';
import {
  useBulkJobs,
  useCancelBulkJob,
  usePauseBulkJob,
  useResumeBulkJob,
} from '@/features/admin-products/api/bulk-jobs';
import { BulkJobsPanel } from '@/features/admin-products/components/bulk-jobs-panel';
import { renderWithToaster } from './fixtures';

vi.mock('@/features/admin-products/api/bulk-jobs', () => ({
  useBulkJobs: vi.fn(),
  useStartBulkJob: vi.fn(),
  useCancelBulkJob: vi.fn(),
  useResumeBulkJob: vi.fn(),
  usePauseBulkJob: vi.fn(),
}));

const NOW = new Date('2026-11-01T12:00:00Z');
const cancel = vi.fn();
const resume = vi.fn();
const pause = vi.fn();

function job(overrides: Partial<BulkJob>): BulkJob {
  return {
    id: 'job-1',
    kind: 'delete',
    status: 'running',
    change: null,
    product_ids: [],
    titles: [],
    total: 330,
    batch_size: 100,
    cursor: 120,
    done: 119,
    unchanged: 0,
    skipped: [],
    created_by: 'admin-1',
    created_by_name: 'ops@unlimited.test',
    created_at: new Date('2026-11-01T11:58:00Z'),
    started_at: new Date('2026-11-01T11:58:01Z'),
    finished_at: null,
    updated_at: new Date('2026-11-01T11:59:50Z'),
    error: null,
    auto_resumed_at: null,
    auto_resume_attempts: 0,
    auto_resume_cursor: 0,
    lease_until: null,
    ...overrides,
  };
}

function jobs(list: BulkJob[]) {
  vi.mocked(useBulkJobs).mockReturnValue({ status: 'success', data: list, error: undefined });
}

beforeEach(() => {
  cancel.mockReset().mockResolvedValue({ jobId: 'job-1' });
  resume.mockReset().mockResolvedValue({ jobId: 'job-1' });
  vi.mocked(useCancelBulkJob).mockReturnValue(cancel);
  vi.mocked(useResumeBulkJob).mockReturnValue(resume);
  pause.mockReset().mockResolvedValue({ jobId: 'job-1' });
  vi.mocked(usePauseBulkJob).mockReturnValue(pause);
});

describe('Bulk jobs panel', () => {
  it('shows a running job’s progress live, and cancels it', async () => {
    jobs([job({})]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    const card = screen.getByRole('listitem', { name: 'Bulk delete' });
    expect(within(card).getByRole('status')).toHaveTextContent('Deleting 120 of 330 products.');
    const bar = within(card).getByRole('progressbar', { name: 'Bulk delete progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemax', '330');
    expect(within(card).getByText(/Started by ops@unlimited.test/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Resume job' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Cancel job' }));
    expect(cancel).toHaveBeenCalledWith({ jobId: 'job-1' });
  });

  it('reports a finished job with the skipped products and why, until dismissed', async () => {
    jobs([
      job({
        kind: 'edit',
        change: { access_levels: 'Crown' },
        status: 'done',
        cursor: 330,
        done: 328,
        skipped: [
          { id: 'p1', title: 'Birkin 30', reason: BULK_SKIP.held },
          { id: 'p2', title: '', reason: BULK_SKIP.gone },
        ],
      }),
    ]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    const card = screen.getByRole('listitem', { name: /Bulk edit/ });
    expect(card).toHaveTextContent('Bulk edit (Access level: Crown)');
    expect(card).toHaveTextContent('Updated 328 of 330 products; 2 skipped.');
    await user.click(within(card).getByText('2 products skipped: see why'));
    expect(within(card).getByText('Birkin 30')).toBeVisible();
    expect(card).toHaveTextContent('Birkin 30: Held by a member');
    expect(card).toHaveTextContent('p2: No longer exists');
    expect(within(card).queryByRole('button', { name: 'Cancel job' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Bulk jobs' })).toBeNull();
  });

  it('offers Resume for a failed job and for one that stopped moving', async () => {
    jobs([
      job({ id: 'job-2', status: 'failed', error: 'The job stopped on an error.' }),
      job({ id: 'job-3', updated_at: new Date('2026-11-01T11:50:00Z') }),
    ]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    const [failed, stalled] = screen.getAllByRole('listitem');
    expect(within(failed!).getByRole('alert')).toHaveTextContent('The job stopped on an error.');
    expect(failed).toHaveTextContent('Stopped after 120 of 330 products: 119 deleted.');
    await user.click(within(failed!).getByRole('button', { name: 'Resume job' }));
    expect(resume).toHaveBeenCalledWith({ jobId: 'job-2' });
    await user.click(within(stalled!).getByRole('button', { name: 'Resume job' }));
    expect(resume).toHaveBeenLastCalledWith({ jobId: 'job-3' });
  });

  it('says when a cancel is refused, and when the jobs cannot be read', async () => {
    const toastError = vi.spyOn(toast, 'error');
    cancel.mockRejectedValueOnce(new Error('offline'));
    jobs([job({})]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Cancel job' }));
    expect(toastError).toHaveBeenCalledWith('The job could not be cancelled. Please try again.');

    vi.mocked(useBulkJobs).mockReturnValue({
      status: 'error',
      data: undefined,
      error: new Error('denied') as never,
    });
    renderWithToaster(<BulkJobsPanel now={NOW} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bulk jobs could not be loaded');
  });

  it('shows nothing while loading or when there is no job', () => {
    vi.mocked(useBulkJobs).mockReturnValue({
      status: 'loading',
      data: undefined,
      error: undefined,
    });
    renderWithToaster(<BulkJobsPanel now={NOW} />);
    expect(screen.queryByRole('region', { name: 'Bulk jobs' })).toBeNull();
    jobs([]);
    renderWithToaster(<BulkJobsPanel now={NOW} />);
    expect(screen.queryByRole('region', { name: 'Bulk jobs' })).toBeNull();
  });

  it('says when a stalled job was resumed automatically, and which attempt it is', () => {
    const resumedAt = new Date('2026-11-01T11:58:40Z');
    jobs([
      job({ auto_resumed_at: resumedAt, auto_resume_attempts: 2, auto_resume_cursor: 120 }),
      job({ id: 'job-2', kind: 'edit', change: { access_levels: 'Crown' } }),
    ]);
    renderWithToaster(<BulkJobsPanel now={NOW} />);
    const [resumed, moving] = screen.getAllByRole('listitem');
    expect(resumed).toHaveTextContent(
      `It stalled, so it was resumed automatically at ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(resumedAt)} (attempt 2 of 3).`,
    );
    expect(resumed!.querySelector('time')).toHaveAttribute('datetime', resumedAt.toISOString());
    // Resumed by the server a moment ago: no Resume button for the admin yet.
    expect(within(resumed!).queryByRole('button', { name: 'Resume job' })).toBeNull();
    expect(moving).not.toHaveTextContent('resumed automatically');
  });

  it('shows a job stopped after too many automatic attempts, with the reason and Resume', async () => {
    jobs([
      job({
        status: 'failed',
        error: BULK_JOB_GAVE_UP,
        auto_resumed_at: new Date('2026-11-01T11:56:00Z'),
        auto_resume_attempts: 3,
      }),
    ]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    const card = screen.getByRole('listitem', { name: 'Bulk delete' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The job stopped moving 3 times at the same point, even after being resumed automatically',
    );
    expect(card).toHaveTextContent('(attempt 3 of 3)');
    await user.click(within(card).getByRole('button', { name: 'Resume job' }));
    expect(resume).toHaveBeenCalledWith({ jobId: 'job-1' });
  });

  it('pauses a running job; a paused one offers Resume and Cancel, and no Pause', async () => {
    jobs([job({}), job({ id: 'job-2', status: 'paused', cursor: 200, done: 199 })]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    const [running, paused] = screen.getAllByRole('listitem');
    await user.click(within(running!).getByRole('button', { name: 'Pause job' }));
    expect(pause).toHaveBeenCalledWith({ jobId: 'job-1' });
    expect(paused).toHaveTextContent('Paused after 200 of 330 products: 199 deleted.');
    expect(within(paused!).queryByRole('button', { name: 'Pause job' })).toBeNull();
    expect(within(paused!).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await user.click(within(paused!).getByRole('button', { name: 'Resume job' }));
    expect(resume).toHaveBeenCalledWith({ jobId: 'job-2' });
    await user.click(within(paused!).getByRole('button', { name: 'Cancel job' }));
    expect(cancel).toHaveBeenCalledWith({ jobId: 'job-2' });
  });

  it('says when a pause is refused', async () => {
    const toastError = vi.spyOn(toast, 'error');
    pause.mockRejectedValueOnce(new Error('offline'));
    jobs([job({})]);
    const user = renderWithToaster(<BulkJobsPanel now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Pause job' }));
    expect(toastError).toHaveBeenCalledWith('The job could not be paused. Please try again.');
  });
});
