/**
 * The audit record of a direct admin write (the admin app writes products and waitlist
 * signups straight to Firestore). firestore.rules make every such write carry a stamp:
 * `updated_by` (the writer's uid, checked against the ID token) and a fresh `edit_id`.
 * A write whose `edit_id` is new is an admin's; a server write (a function moving a bag,
 * a trigger adding search fields) keeps the stamp as it was and is not recorded here
 * (the callables record their own writes). Idempotent: the record's id is the event id,
 * so a redelivered event writes nothing more.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { auditClientWrite, type AuditActor } from '@unlimited/domain';
import { addActivity } from '../lib/activity';
import { ALREADY_EXISTS, grpcCode } from '../lib/errors';

/** Finds the admin's name or email now (`null` when the account is gone). */
export type NameLookup = (uid: string) => Promise<string | null>;

/** An admin the lookup cannot name (a deleted account): never shown as a raw uid. */
export const UNKNOWN_ADMIN = 'A former admin';

/** The stamped writer of `after`, or `null` when this write is not an admin's. */
export function stampedWriter(
  before: DocumentData | null,
  after: DocumentData | null,
): string | null {
  if (after === null) return null;
  const editId: unknown = after.edit_id;
  const uid: unknown = after.updated_by;
  if (typeof editId !== 'string' || typeof uid !== 'string' || uid === '') return null;
  if (before !== null && before.edit_id === editId) return null;
  return uid;
}

/**
 * Writes the record of one written event (`eventId`), if it is an admin's write that
 * changed a tracked field. Resolves to whether a record was written.
 */
export async function auditDirectWrite(
  db: Firestore,
  args: {
    eventId: string;
    objectType: 'product' | 'waitlist_signup';
    objectId: string;
    before: DocumentData | null;
    after: DocumentData | null;
    at: Date;
    lookupName: NameLookup;
  },
): Promise<boolean> {
  const uid = stampedWriter(args.before, args.after);
  if (uid === null || args.after === null) return false;
  const actor: AuditActor = { uid, name: (await args.lookupName(uid)) ?? UNKNOWN_ADMIN };
  const record = auditClientWrite({
    objectType: args.objectType,
    objectId: args.objectId,
    before: args.before,
    after: args.after,
    actor,
    at: args.at,
  });
  if (record === null) return false;
  const batch = db.batch();
  addActivity(batch, db, record, args.eventId);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    // A redelivered event: its record is already there.
    if (grpcCode(error) === ALREADY_EXISTS) return false;
    throw error;
  }
}
