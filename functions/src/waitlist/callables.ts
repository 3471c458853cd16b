/**
 * `joinWaitlist(...)`: the public waitlist form (no sign-in needed). Open to anyone, so it
 * requires an App Check token (the app's own pages, not a script) and limits how many
 * signups one network address sends an hour; one mailbox is one signup (see signup-id).
 */
import { onCall } from 'firebase-functions/https';
import {
  joinWaitlistInputSchema,
  WAITLIST_CALLER_LIMIT,
  WAITLIST_RATE_LIMITED,
  type JoinWaitlistResult,
} from '@unlimited/domain';
import { config } from '../config';
import { adminAuth, firestore } from '../lib/admin';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { callerAddress, enforceRateLimit } from '../lib/rate-limit';
import { joinWaitlist as storeSignup } from './join-waitlist';

export const joinWaitlist = onCall<unknown, Promise<JoinWaitlistResult>>(
  {
    region: config.region,
    maxInstances: config.maxInstances,
    enforceAppCheck: config.enforceAppCheck,
  },
  async (request) => {
    const values = parseInput(joinWaitlistInputSchema, request.data);
    return handleErrors('joinWaitlist', {}, async () => {
      const db = firestore();
      const caller = `joinWaitlist:${callerAddress(request.rawRequest)}`;
      await enforceRateLimit(db, caller, WAITLIST_CALLER_LIMIT, WAITLIST_RATE_LIMITED);
      return storeSignup(db, adminAuth(), values);
    });
  },
);
