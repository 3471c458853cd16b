/** `joinQueue({ bagId })` and `leaveQueue({ bagId })` for signed-in members. */
import { onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  bagQueueInputSchema,
  type JoinQueueResult,
  type LeaveQueueResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { joinQueue as joinBagQueue, leaveQueue as leaveBagQueue } from './join-leave';
import { expireQueueOffers as runExpireQueueOffers } from './offers';
import { withAppCheck } from '../lib/app-check';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

export const joinQueue = onCall<unknown, Promise<JoinQueueResult>>(options, async (request) => {
  const { uid, email } = requireAuth(request);
  const { bagId } = parseInput(bagQueueInputSchema, request.data);
  return handleErrors('joinQueue', { uid, bagId }, () =>
    joinBagQueue(firestore(), uid, bagId, email),
  );
});

export const leaveQueue = onCall<unknown, Promise<LeaveQueueResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { bagId } = parseInput(bagQueueInputSchema, request.data);
  return handleErrors('leaveQueue', { uid, bagId }, () => leaveBagQueue(firestore(), uid, bagId));
});

/** Hourly: offers past their 48 hours pass to the next in line. */
export const expireQueueOffers = onSchedule(
  {
    region: config.region,
    timeZone: config.timeZone,
    retryCount: 1,
    schedule: config.schedules.queueOffers,
  },
  async () => {
    await runExpireQueueOffers(firestore());
  },
);
