/** Customer callables (admins): `addCustomerNote`. */
import { onCall } from 'firebase-functions/https';
import { addCustomerNoteInputSchema, type AddCustomerNoteResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { actorOf, requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { addCustomerNote as add } from './add-note';
import { withAppCheck } from '../lib/app-check';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

export const addCustomerNote = onCall<unknown, Promise<AddCustomerNoteResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const input = parseInput(addCustomerNoteInputSchema, request.data);
    return handleErrors('addCustomerNote', { uid: caller.uid, member: input.uid }, async () => ({
      noteId: await add(firestore(), input, actorOf(caller)),
    }));
  },
);
