/** `getReferralCode()`: the signed-in member's Club referral code (made the first time). */
import { onCall } from 'firebase-functions/https';
import { noInputSchema, type ReferralCodeResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { getReferralCode as readOrMakeCode } from './referral-code';

export const getReferralCode = onCall<unknown, Promise<ReferralCodeResult>>(
  withAppCheck({ region: config.region, maxInstances: config.maxInstances }),
  async (request) => {
    const { uid } = requireAuth(request);
    parseInput(noInputSchema, request.data);
    return handleErrors('getReferralCode', { uid }, () => readOrMakeCode(firestore(), uid));
  },
);
