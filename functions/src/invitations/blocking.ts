/**
 * `beforeAccountCreated`: the Auth blocking function that refuses accounts created
 * outside an invitation (see account-gate). Production needs Firebase Authentication
 * with Identity Platform for blocking functions; the Auth emulator runs them as is.
 */
import { beforeUserCreated } from 'firebase-functions/identity';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { gateNewAccount } from './account-gate';

export const beforeAccountCreated = beforeUserCreated(
  { region: config.region, maxInstances: config.maxInstances },
  (event) => gateNewAccount(firestore(), event.data),
);
