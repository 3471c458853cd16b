/** `joinWaitlist(...)`: the public waitlist form (no sign-in needed). */
import { onCall } from 'firebase-functions/https';
import { joinWaitlistInputSchema, type JoinWaitlistResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { joinWaitlist as storeSignup } from './join-waitlist';

export const joinWaitlist = onCall<unknown, Promise<JoinWaitlistResult>>(
  { region: config.region, maxInstances: config.maxInstances },
  async (request) => {
    const values = parseInput(joinWaitlistInputSchema, request.data);
    return handleErrors('joinWaitlist', {}, () => storeSignup(firestore(), values));
  },
);
