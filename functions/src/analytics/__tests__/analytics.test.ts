import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsDayDocSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW, writeEvent } from '../../__tests__/fixtures';
import { countAnalyticsWrite } from '../count-write';
import { runAnalyticsSnapshotJob } from '../snapshot';
import { readAnalyticsCurrent } from '../../stats/shards';

let fake: FakeFirestore;
const db = () => fake.asFirestore();
beforeEach(() => {
  fake = new FakeFirestore();
});

const subscription = (status: string, add_ons = { full_coverage: true, select_access: false }) => ({
  plan_name: 'crown',
  status,
  add_ons,
  started_at: NOW,
});

describe('countAnalyticsWrite', () => {
  it('counts a new subscription as a member and MRR, once per event', async () => {
    const event = writeEvent('sub-1', null, subscription('active'));
    await expect(countAnalyticsWrite(db(), 'subscriptions', event)).resolves.toBe('applied');
    await expect(countAnalyticsWrite(db(), 'subscriptions', event)).resolves.toBe('duplicate');
    const current = await readAnalyticsCurrent(db());
    expect(current.members.crown.active).toBe(1);
    expect(current.mrr_cents).toMatchObject({ crown: 24900, full_coverage: 1900 });
    expect(current.updated_at).toEqual(NOW);
    expect(fake.read('analytics_events/sub-1')).toMatchObject({ processed_at: NOW });
  });

  it('takes a paused subscription out of revenue and keeps it as a member', async () => {
    await countAnalyticsWrite(db(), 'subscriptions', writeEvent('a', null, subscription('active')));
    await countAnalyticsWrite(
      db(),
      'subscriptions',
      writeEvent('b', subscription('active'), subscription('paused')),
    );
    const current = await readAnalyticsCurrent(db());
    expect(current.members.crown).toMatchObject({ active: 0, paused: 1 });
    expect(current.mrr_cents).toMatchObject({ crown: 0, full_coverage: 0 });
  });

  it('writes nothing for a write that changes no figure (and no marker)', async () => {
    const before = { ...subscription('active'), cancel_at_period_end: false };
    const after = { ...subscription('active'), cancel_at_period_end: true };
    await expect(
      countAnalyticsWrite(db(), 'subscriptions', writeEvent('c', before, after)),
    ).resolves.toBe('no-change');
    expect(fake.docs.size).toBe(0);
  });
});

describe('runAnalyticsSnapshotJob', () => {
  it('copies the live figures into the snapshot of the business day it was due', async () => {
    await countAnalyticsWrite(db(), 'subscriptions', writeEvent('a', null, subscription('active')));
    // Due 23:55 in New York on Nov 23, run (a retry) at 00:20 on Nov 24.
    const due = new Date('2026-11-24T04:55:00Z');
    const ran = new Date('2026-11-24T05:20:00Z');
    const report = await runAnalyticsSnapshotJob(db(), due, ran);
    const day = analyticsDayDocSchema.parse(fake.read('analytics_days/2026-11-23'));
    expect(report.day.date).toBe('2026-11-23');
    expect(day.taken_at).toEqual(ran);
    expect(day.members.crown.active).toBe(1);
    expect(day.mrr_cents.crown).toBe(24900);
  });

  it('writes an all-zero day before anything was counted', async () => {
    const report = await runAnalyticsSnapshotJob(db(), NOW);
    expect(report.day.catalogue).toEqual({ active: 0, on_loan: 0 });
  });
});
