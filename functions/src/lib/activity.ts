/** The activity writer: recent events for the admin dashboard (no personal data). */
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { MAX_ACTIVITY_ACTION_LENGTH, type ActivityDoc } from '@unlimited/domain';
import { activityCol } from './collections';

/**
 * An activity entry, its text cut to the stored maximum. `actor` is required so no call
 * site can forget it: the admin's email for an admin's act (`actorOf(caller)`), else
 * `SYSTEM_ACTOR` (jobs, triggers, and members' own acts, which hold no personal data).
 */
export function activityEntry(action: string, now: Date, actor: string): ActivityDoc {
  const text =
    action.length > MAX_ACTIVITY_ACTION_LENGTH
      ? `${action.slice(0, MAX_ACTIVITY_ACTION_LENGTH - 1)}…`
      : action;
  return { action: text, timestamp: now, actor };
}

/**
 * Adds an activity entry to a transaction or batch. With `id`, the entry is created
 * under that id (so a retried job cannot write it twice: the create fails instead).
 */
export function addActivity(
  writer: Transaction | WriteBatch,
  db: Firestore,
  entry: ActivityDoc,
  id?: string,
): string {
  const ref = id === undefined ? activityCol(db).doc() : activityCol(db).doc(id);
  // Both writers have the same create(ref, data) shape; TypeScript cannot unify the overloads.
  (writer as WriteBatch).create(ref, { ...entry, id: ref.id });
  return ref.id;
}

/** Writes one activity entry on its own. */
export async function writeActivity(db: Firestore, entry: ActivityDoc): Promise<void> {
  const ref = activityCol(db).doc();
  await ref.create({ ...entry, id: ref.id });
}
