/** Delete callables (admins): `deleteProducts`, `deleteWaitlistSignup`; see deletes.ts. */
import { onCall } from 'firebase-functions/https';
import {
  deleteProductsInputSchema,
  deleteWaitlistSignupInputSchema,
  type DeleteProductsCallResult,
  type DeleteWaitlistSignupResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { withAppCheck } from '../lib/app-check';
import { actorOf, requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { deleteProducts as removeProducts, deleteWaitlistSignup as removeSignup } from './deletes';

const options = withAppCheck({
  region: config.region,
  maxInstances: config.maxInstances,
  timeoutSeconds: 300,
});

export const deleteProducts = onCall<unknown, Promise<DeleteProductsCallResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { ids } = parseInput(deleteProductsInputSchema, request.data);
    return handleErrors('deleteProducts', { uid: caller.uid, count: ids.length }, () =>
      removeProducts(firestore(), ids, actorOf(caller)),
    );
  },
);

export const deleteWaitlistSignup = onCall<unknown, Promise<DeleteWaitlistSignupResult>>(
  options,
  async (request) => {
    const caller = requireAdmin(request);
    const { signupId } = parseInput(deleteWaitlistSignupInputSchema, request.data);
    return handleErrors('deleteWaitlistSignup', { uid: caller.uid, signupId }, async () => {
      await removeSignup(firestore(), signupId, actorOf(caller));
      return { signupId };
    });
  },
);
