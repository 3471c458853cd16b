import { useState } from 'react';
import {
  bulkChangeText,
  bulkJobAutoResume,
  bulkJobProgressText,
  bulkJobTitle,
  canResumeBulkJob,
  isBulkJobActive,
  type BulkJob,
  onFirstUse,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/callable';
import { toast } from '@/lib/toast';
import { useBulkJobs, useCancelBulkJob, usePauseBulkJob, useResumeBulkJob } from '../api/bulk-jobs';

const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const clockFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
);

function BulkJobCard({ job, now, onDismiss }: { job: BulkJob; now: Date; onDismiss: () => void }) {
  const cancelJob = useCancelBulkJob();
  const resumeJob = useResumeBulkJob();
  const pauseJob = usePauseBulkJob();
  const [busy, setBusy] = useState(false);
  const active = isBulkJobActive(job);
  const percent = job.total === 0 ? 100 : Math.round((job.cursor / job.total) * 100);
  const headingId = `bulk-job-${job.id}`;
  const change = bulkChangeText(job.change);
  const autoResume = bulkJobAutoResume(job);

  // Pause while it runs, Cancel while it runs or is paused, Resume when it may go on.
  const actions = [
    { label: 'Pause job', verb: 'paused', call: pauseJob, shown: active, variant: 'outline' },
    {
      label: 'Cancel job',
      verb: 'cancelled',
      call: cancelJob,
      shown: active || job.status === 'paused',
      variant: 'outline',
    },
    {
      label: 'Resume job',
      verb: 'resumed',
      call: resumeJob,
      shown: canResumeBulkJob(job, now),
      variant: 'default',
    },
  ] as const;

  async function act(call: () => Promise<unknown>, failed: string) {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      toast.error(callableErrorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-950"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium">
            {bulkJobTitle(job)}
            {change !== '' && (
              <span className="font-normal text-neutral-600 dark:text-neutral-400">
                {' '}
                ({change})
              </span>
            )}
          </h3>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            Started by {job.created_by_name}, {timeFormat().format(job.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions
            .filter((action) => action.shown)
            .map(({ label, verb, call, variant }) => (
              <Button
                key={label}
                variant={variant}
                size="sm"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => call({ jobId: job.id }),
                    `The job could not be ${verb}. Please try again.`,
                  )
                }
              >
                {label}
              </Button>
            ))}
          {!active && job.status !== 'failed' && job.status !== 'paused' && (
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              Dismiss
            </Button>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm" role={active ? 'status' : undefined}>
        {bulkJobProgressText(job)}.
      </p>
      {autoResume !== null && (
        <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          It stalled, so it was resumed automatically at{' '}
          <time dateTime={autoResume.at.toISOString()}>{clockFormat().format(autoResume.at)}</time>{' '}
          (attempt {autoResume.attempt} of {autoResume.of}).
        </p>
      )}
      <div
        role="progressbar"
        aria-label={`${bulkJobTitle(job)} progress`}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.cursor}
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div
          className={
            job.status === 'failed'
              ? 'h-full bg-red-700'
              : job.status === 'cancelled' || job.status === 'paused'
                ? 'h-full bg-neutral-500'
                : 'h-full bg-ink dark:bg-white'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {job.error !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {job.error}
        </p>
      )}
      {job.skipped.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded text-neutral-700 dark:text-neutral-300">
            {job.skipped.length === 1
              ? '1 product skipped: see why'
              : `${job.skipped.length} products skipped: see why`}
          </summary>
          <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-y-auto">
            {job.skipped.map((skip) => (
              <li key={skip.id} className="break-words">
                <span className="font-medium">{skip.title || skip.id}</span>: {skip.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/**
 * The bulk jobs above the Products table: each running job's live progress ("Deleting
 * 120 of 330 products"), with Pause and Cancel, and when it stalled and the server
 * resumed it by itself, when and which attempt; each finished one's report (done, skipped with the
 * reasons) until dismissed. Jobs run on the server, so an admin who closed the tab finds
 * them here when she comes back.
 */
export function BulkJobsPanel({ now = new Date() }: { now?: Date }) {
  const jobs = useBulkJobs();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  if (jobs.status === 'loading') return null;
  if (jobs.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Bulk jobs could not be loaded, so their progress is not shown. Reload the page to try again.
      </p>
    );
  }
  const shown = jobs.data.filter((job) => !dismissed.has(job.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label="Bulk jobs">
      <ul className="flex flex-col gap-3">
        {shown.map((job) => (
          <BulkJobCard
            key={job.id}
            job={job}
            now={now}
            onDismiss={() => setDismissed((prev) => new Set(prev).add(job.id))}
          />
        ))}
      </ul>
    </section>
  );
}
