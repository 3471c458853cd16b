/** `checkSubscription()`: the signed-in member's subscription summary. */
import { onCall } from 'firebase-functions/https';
import { noInputSchema, type CheckSubscriptionResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { checkSubscription as readSubscription } from './check-subscription';
import { withAppCheck } from '../lib/app-check';

export const checkSubscription = onCall<unknown, Promise<CheckSubscriptionResult>>(
  withAppCheck({ region: config.region, maxInstances: config.maxInstances }),
  async (request) => {
    const { uid } = requireAuth(request);
    parseInput(noInputSchema, request.data);
    return handleErrors(
      'checkSubscription',
      { uid },
      () => readSubscription(firestore(), uid),
      'Failed to load subscription details',
    );
  },
);
