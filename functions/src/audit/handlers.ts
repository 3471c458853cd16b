/**
 * Audit handlers (run by the collections' write triggers, ../triggers.ts): the record of
 * each direct admin write to a product or a signup.
 */
import { getAuth } from 'firebase-admin/auth';
import { adminApp, firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
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

/** A direct write to an object of `objectType` → its audit record. */
export function auditWritesOf(objectType: 'product' | 'waitlist_signup'): WriteHandler {
  return async (event) => {
    const { before, after } = beforeAndAfter(event);
    await auditDirectWrite(firestore(), {
      eventId: event.id,
      objectType,
      objectId: event.params.docId,
      before,
      after,
      at: eventTime(event),
      lookupName,
    });
  };
}
