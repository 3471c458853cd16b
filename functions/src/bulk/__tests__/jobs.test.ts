import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_SKIP, activityDocSchema, auditSearchToken } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, loanData, productData } from '../../__tests__/fixtures';
import { cancelBulkJob, createBulkJob, failBulkJob, runBulkJobBatch } from '../jobs';

const ADMIN = { uid: 'admin-1', name: 'ops@unlimited.test' };

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('products/held', productData({ title: 'Birkin 30', borrow_status: 'Borrowed' }));
  fake.put('product_loans/held', { ...loanData('member-ann'), product_id: 'held' });
  fake.put('products/sold', productData({ title: 'Boy Bag', status: 'Sold' }));
  fake.put('products/hidden', productData({ title: 'Card Holder', status: 'Hidden' }));
  fake.put('products/free-1', productData({ title: 'Speedy 25' }));
  fake.put('products/free-2', productData({ title: 'Alma BB' }));
});

const db = () => fake.asFirestore();

/** Runs every batch of the job, as the trigger does. */
async function runToEnd(jobId: string): Promise<void> {
  for (let cursor = 0; ;) {
    const outcome = await runBulkJobBatch(db(), jobId, cursor, NOW);
    if (outcome !== 'processed') return;
    cursor = Number(fake.read(`bulk_jobs/${jobId}`)?.cursor);
  }
}

/** The activity lines that are about no one product (the jobs' own lines). */
function jobLines() {
  return [...fake.all('activity').values()].filter((entry) => entry.object_type === undefined);
}

describe('the record of a bulk job', () => {
  it('is written when a job that changed nothing ends, with who, what and why each was skipped', async () => {
    const jobId = await createBulkJob(
      db(),
      { kind: 'edit', ids: ['held', 'sold', 'gone', 'hidden'], change: { status: 'Hidden' } },
      ADMIN,
      NOW,
      2,
    );
    await runToEnd(jobId);
    expect(fake.read(`bulk_jobs/${jobId}`)).toMatchObject({ status: 'done', done: 0 });
    // No product changed, so no product record; one line for the job itself.
    expect(fake.all('activity').size).toBe(1);
    const [line] = jobLines();
    expect(activityDocSchema.parse(line)).toMatchObject({
      action:
        'Bulk archive: Archived 0 of 4 products; 1 already had the change; 3 skipped: ' +
        `${BULK_SKIP.held} (1), ${BULK_SKIP.sold} (1), ${BULK_SKIP.gone} (1)`,
      actor: ADMIN.name,
      actor_uid: ADMIN.uid,
      timestamp: NOW,
    });
    expect(line?.search_tokens).toContain(auditSearchToken('bulk archive'));
    // The person filter names the admin who ran it.
    expect(fake.read(`activity_people/${ADMIN.uid}`)).toMatchObject({ name: ADMIN.name });
  });

  it('is written once beside the product records of a job that changed some', async () => {
    const jobId = await createBulkJob(
      db(),
      { kind: 'delete', ids: ['free-1', 'held', 'free-2'] },
      ADMIN,
      NOW,
      2,
    );
    await runToEnd(jobId);
    const records = [...fake.all('activity').values()].filter((e) => e.job_id === jobId);
    expect(records.map((record) => record.object_id).sort()).toEqual(['free-1', 'free-2']);
    expect(jobLines().map((line) => line.action)).toEqual([
      `Bulk delete: Deleted 2 of 3 products; 1 skipped: ${BULK_SKIP.held} (1)`,
    ]);
    // Run again (a redelivered trigger): the job is done, nothing more is written.
    await runBulkJobBatch(db(), jobId, 2, NOW);
    expect(jobLines()).toHaveLength(1);
  });

  it('is written when the admin cancels a job, and when a job is stopped as failed', async () => {
    const edit = await createBulkJob(
      db(),
      { kind: 'edit', ids: ['free-1', 'free-2', 'held'], change: { access_levels: 'Crown' } },
      ADMIN,
      NOW,
      1,
    );
    await runBulkJobBatch(db(), edit, 0, NOW);
    await cancelBulkJob(db(), edit, NOW);
    const archive = await createBulkJob(
      db(),
      { kind: 'edit', ids: ['sold'], change: { status: 'Hidden' } },
      ADMIN,
      NOW,
    );
    await failBulkJob(db(), archive, 'The job stopped on an error.', NOW);
    await failBulkJob(db(), archive, 'The job stopped on an error.', NOW); // already failed
    expect(jobLines().map((line) => line.action)).toEqual([
      'Bulk edit (Access level: Crown): Cancelled after 1 of 3 products: 1 updated',
      'Bulk archive: Stopped after 0 of 1 products: 0 archived',
    ]);
  });
});
