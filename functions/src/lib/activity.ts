/**
 * The activity writer: the back-office's trail. System events are a line of text; an
 * admin's write is an audit record (`auditRecord` in the domain: who, when, what, the
 * changed fields), written here in the caller's own transaction or batch.
 */
import { WriteBatch, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  MAX_ACTIVITY_ACTION_LENGTH,
  auditRecord,
  auditSearchTokens,
  type ActivityDoc,
  type AuditActor,
  type AuditInput,
} from '@unlimited/domain';
import { activityCol, activityPeopleCol } from './collections';

/** An actor as the callables pass it: an admin ({@link AuditActor}) or a plain name. */
export type ActorLike = string | AuditActor;

/** The actor as an {@link AuditActor} (a plain name has no uid). */
export function toActor(actor: ActorLike): AuditActor {
  return typeof actor === 'string' ? { uid: null, name: actor } : actor;
}

/** The name shown for an actor. */
export function actorName(actor: ActorLike): string {
  return typeof actor === 'string' ? actor : actor.name;
}

/**
 * An activity entry, its text cut to the stored maximum, with the search tokens of its
 * words (`auditSearchTokens`, as an audit record has those of its object) so the Activity
 * page's search finds it too. `actor` is required so no call site can forget it: the
 * admin's email for an admin's act (`actorOf(caller)`), else `SYSTEM_ACTOR` (jobs,
 * triggers, and members' own acts, which hold no personal data).
 */
export function activityEntry(action: string, now: Date, actor: ActorLike): ActivityDoc {
  const text =
    action.length > MAX_ACTIVITY_ACTION_LENGTH
      ? `${action.slice(0, MAX_ACTIVITY_ACTION_LENGTH - 1)}…`
      : action;
  return {
    action: text,
    timestamp: now,
    actor: actorName(actor),
    search_tokens: auditSearchTokens(text),
  };
}

/** The admins already named in each transaction or batch. */
const peopleNamed = new WeakMap<object, Set<string>>();

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
  // An admin's entry names them in the person filter (by their name as of now), once
  // per transaction or batch (a bulk batch holds many entries of one admin).
  // (Batches only: a retried transaction runs again on the same object.)
  const named = writer instanceof WriteBatch ? (peopleNamed.get(writer) ?? new Set<string>()) : new Set<string>();
  if (writer instanceof WriteBatch) peopleNamed.set(writer, named);
  if (entry.actor_uid && !named.has(entry.actor_uid)) {
    named.add(entry.actor_uid);
    (writer as WriteBatch).set(
      activityPeopleCol(db).doc(entry.actor_uid),
      { id: entry.actor_uid, uid: entry.actor_uid, name: entry.actor, last_at: entry.timestamp },
      { merge: true },
    );
  }
  return ref.id;
}

/**
 * Adds an admin's audit record (see `auditRecord`) to a transaction or batch; `action`
 * replaces the generated sentence when the event has its own wording.
 */
export function addAudit(
  writer: Transaction | WriteBatch,
  db: Firestore,
  input: Omit<AuditInput, 'actor'> & { actor: ActorLike },
  id?: string,
): string {
  return addActivity(writer, db, auditRecord({ ...input, actor: toActor(input.actor) }), id);
}

/** Writes one activity entry on its own. */
export async function writeActivity(db: Firestore, entry: ActivityDoc): Promise<void> {
  const ref = activityCol(db).doc();
  await ref.create({ ...entry, id: ref.id });
}
