/**
 * The audit stamp every direct admin write carries (firestore.rules require it): the
 * writer's uid and a fresh write id. The audit trigger (functions/src/audit) records the
 * write with that writer; nothing here writes an audit record.
 */
import { getAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';

/** Shown when the session ended before a save. */
export const SIGN_IN_TO_SAVE = 'Your session ended. Sign in again to save changes.';

export interface AuditStamp {
  updated_by: string;
  edit_id: string;
}

/** The stamp for `uid`'s next write. */
export function auditStampFor(uid: string): AuditStamp {
  return { updated_by: uid, edit_id: crypto.randomUUID() };
}

/** The stamp of the signed-in user of `db`'s app. */
export function auditStamp(db: Firestore): AuditStamp {
  const uid = getAuth(db.app).currentUser?.uid;
  if (uid === undefined) throw new Error(SIGN_IN_TO_SAVE);
  return auditStampFor(uid);
}
