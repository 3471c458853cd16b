/**
 * What Bulk Actions does to the selected products: edit, archive, delete, each as a job
 * on the server (`startBulkJob`) that runs in batches and reports its progress and the
 * products it skipped (held bags, Sold bags, ...) in `bulk_jobs`, shown above the table.
 * The selection is handed to the job and cleared, so the count never runs down mid-run.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { BulkChange, StartBulkJobInput } from '@unlimited/domain';
import { callableErrorMessage } from '@/lib/callable';
import { toast } from '@/lib/toast';
import { useStartBulkJob } from '../api/bulk-jobs';
import type { BulkEdit } from '../components/bulk-edit-dialog';

const START_FAILED = 'The bulk action could not be started. Please try again.';

export function useBulkActions(setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>) {
  const startBulkJob = useStartBulkJob();

  async function start(input: StartBulkJobInput, what: string) {
    try {
      await startBulkJob(input);
      setSelected(new Set());
      toast.success(`${what} started`, {
        description: 'Its progress shows above the table; it goes on if you close this tab.',
      });
    } catch (error) {
      toast.error(callableErrorMessage(error, START_FAILED));
    }
  }

  const bulkDelete = (ids: readonly string[]) =>
    start({ kind: 'delete', ids: [...ids] }, 'Bulk delete');

  /** Edit Selected: a bag on loan keeps the borrow status its order gives it (skipped). */
  const bulkEdit = (ids: readonly string[], edit: BulkEdit) => {
    const change: BulkChange = {};
    if (edit.borrow_status === 'Available' || edit.borrow_status === 'Maintenance')
      change.borrow_status = edit.borrow_status;
    if (edit.access_levels) change.access_levels = edit.access_levels;
    return start({ kind: 'edit', ids: [...ids], change }, 'Bulk edit');
  };

  const bulkArchive = (ids: readonly string[]) =>
    start({ kind: 'edit', ids: [...ids], change: { status: 'Hidden' } }, 'Bulk archive');

  return { bulkDelete, bulkEdit, bulkArchive };
}
