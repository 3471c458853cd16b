/**
 * The customer summary triggers: any write to a member's profile or subscription
 * recomputes `customers/{uid}` (see sync-customer.ts). Retried on failure; idempotent.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { syncCustomer } from './sync-customer';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

export const customerFromProfile = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    await syncCustomer(firestore(), event.params.uid);
  },
);

export const customerFromSubscription = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.subscriptions}/{uid}` },
  async (event) => {
    await syncCustomer(firestore(), event.params.uid);
  },
);
