/** Audit triggers: the record of each direct admin write to a product or a signup. */
import { getAuth } from 'firebase-admin/auth';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { adminApp, firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import { auditDirectWrite, type NameLookup } from './client-writes';

/** The admin's email (or display name), read from Auth when the write is recorded. */
const lookupName: NameLookup = async (uid) => {
  try {
    const user = await getAuth(adminApp()).getUser(uid);
    return user.email ?? user.displayName ?? null;
  } catch {
    return null;
  }
};

const options = { region: config.region, retry: true, maxInstances: config.maxInstances };

export const auditProductWrites = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.products}/{productId}` },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    await auditDirectWrite(firestore(), {
      eventId: event.id,
      objectType: 'product',
      objectId: event.params.productId,
      before,
      after,
      at: eventTime(event),
      lookupName,
    });
  },
);

export const auditSignupWrites = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.waitlistSignups}/{signupId}` },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    await auditDirectWrite(firestore(), {
      eventId: event.id,
      objectType: 'waitlist_signup',
      objectId: event.params.signupId,
      before,
      after,
      at: eventTime(event),
      lookupName,
    });
  },
);
