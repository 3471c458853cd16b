/** `addCustomerNote`: an admin's note about a member, with an activity entry. */
import type { Firestore } from 'firebase-admin/firestore';
import { customerNotesCol, profileDoc, subscriptionDoc } from '../lib/collections';
import { activityEntry, addActivity } from '../lib/activity';
import { refusal } from '../lib/errors';

/** Refusal: the uid names no member. */
export const NO_SUCH_MEMBER = 'This member does not exist.';

export async function addCustomerNote(
  db: Firestore,
  input: { uid: string; text: string },
  actor: string,
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
      author: actor,
      created_at: now,
    });
    // The entry names the member by uid only: activity holds no personal data.
    addActivity(tx, db, activityEntry(`Note added to member ${input.uid}`, now, actor));
    return ref.id;
  });
}
