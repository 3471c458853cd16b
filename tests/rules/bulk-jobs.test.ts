/**
 * firestore.rules `bulk_jobs`: admins list them with the Products page's own query and read
 * one; no other role reads one, and no client writes one (startBulkJob writes a job and
 * a function runs it, cancelBulkJob and resumeBulkJob change it).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { recentBulkJobsQuery } from '../../web/src/lib/firestore/queries/bulk-jobs';
import { firestoreAs, NON_ADMIN_ROLES, ROLES, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

const now = new Date('2026-11-20T10:00:00Z');
const job = {
  kind: 'delete',
  status: 'running',
  change: null,
  product_ids: ['bag-1', 'bag-2'],
  titles: ['Birkin 30', 'Speedy 25'],
  total: 2,
  batch_size: 100,
  cursor: 1,
  done: 1,
  unchanged: 0,
  skipped: [],
  created_by: UID.admin,
  created_by_name: 'admin@unlimited.test',
  created_at: now,
  started_at: now,
  finished_at: null,
  updated_at: now,
  error: null,
};

beforeEach(async () => {
  await seed(env, { 'bulk_jobs/job-1': job });
});

describe('bulk_jobs', () => {
  it('admins list them and read one', async () => {
    const db = firestoreAs(env, 'admin');
    const list = await assertSucceeds(getDocs(recentBulkJobsQuery(db)));
    expect(list.docs.map((d) => d.data().cursor)).toEqual([1]);
    await assertSucceeds(getDoc(doc(db, 'bulk_jobs/job-1')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list them or read one', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(recentBulkJobsQuery(db)));
    await assertFails(getDoc(doc(db, 'bulk_jobs/job-1')));
  });

  it.each(ROLES)('%s cannot create, change, cancel or delete one', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'bulk_jobs/job-2'), { ...job, status: 'queued' }));
    await assertFails(updateDoc(doc(db, 'bulk_jobs/job-1'), { cursor: 2, done: 2 }));
    await assertFails(updateDoc(doc(db, 'bulk_jobs/job-1'), { status: 'cancelled' }));
    await assertFails(deleteDoc(doc(db, 'bulk_jobs/job-1')));
  });
});
