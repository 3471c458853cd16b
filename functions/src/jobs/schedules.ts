/** The daily scheduled jobs. Their logic is exported separately (the emulator never fires schedules). */
import { onSchedule } from 'firebase-functions/scheduler';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { billingPrices } from '../billing/params';
import { runBillingPeriodEndsJob } from './billing-period-ends';
import { runReturnDueJob } from './return-due';

const options = { region: config.region, timeZone: config.timeZone, retryCount: 1 } as const;

export const flagOverdueReturns = onSchedule(
  { ...options, schedule: config.schedules.returnDue },
  async () => {
    await runReturnDueJob(firestore());
  },
);

export const applyBillingPeriodEnds = onSchedule(
  { ...options, schedule: config.schedules.billingPeriodEnds },
  async () => {
    await runBillingPeriodEndsJob(firestore(), billingPrices());
  },
);
