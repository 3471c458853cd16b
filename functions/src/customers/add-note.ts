/** `addCustomerNote`: an admin's note about a member, with an activity entry. */
import type { Firestore } from 'firebase-admin/firestore';
import { auditValue } from '@unlimited/domain';
import { customerNotesCol, profileDoc, subscriptionDoc } from '../lib/collections';
import { actorName, addAudit, type ActorLike } from '../lib/activity';
import { refusal } from '../lib/errors';

/** Refusal: the uid names no member. */
export const NO_SUCH_MEMBER = 'This member does not exist.';

export async function addCustomerNote(
  db: Firestore,
  input: { uid: string; text: string },
  actor: ActorLike,
  now: Date = new Date(),
): Promise<string> {
  return db.runTransaction(async (tx) => {
    const [profile, subscription] = await Promise.all([
      tx.get(profileDoc(db, input.uid)),
      tx.get(subscriptionDoc(db, input.uid)),
    ]);
    if (!profile.exists && !subscription.exists) throw refusal(NO_SUCH_MEMBER);
    const ref = customerNotesCol(db).doc();
    tx.create(ref, {
      id: ref.id,
      uid: input.uid,
      text: input.text,
      author: actorName(actor),
      created_at: now,
    });
    // The record names the member (admins read it), never by a raw uid.
    const member = profile.data();
    const label = member
      ? `${member.first_name} ${member.last_name}`.trim() || member.email
      : 'A member';
    addAudit(tx, db, {
      kind: 'note_added',
      objectType: 'customer',
      objectId: input.uid,
      label,
      actor,
      at: now,
      changes: [{ field: 'note', before: null, after: auditValue(input.text) }],
    });
    return ref.id;
  });
}
