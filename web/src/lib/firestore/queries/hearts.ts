/**
 * The hearts reads and writes the web app makes. firestore.rules lets a member list only
 * hearts filtered on `user_id == <their uid>`, and write only their own; tests/rules runs
 * these builders against the rules.
 */
import {
  deleteDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { createHeartDoc, heartDocId, type Heart, type HeartedBag } from '@unlimited/domain';
import { heartDoc, heartsCol } from '../refs/hearts';

/** Most hearts a member's Saved page lists (and the catalogue marks). */
export const MAX_HEARTS_SHOWN = 200;

/**
 * The member's hearts, newest first.
 *
 * Index: hearts (user_id ASC, created_at DESC).
 */
export function memberHeartsQuery(db: Firestore, uid: string): Query<Heart> {
  return query(
    heartsCol(db),
    where('user_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(MAX_HEARTS_SHOWN),
  );
}

/** Saves `bag` for `uid`; created_at is the server's time (the rules check it). */
export async function saveHeart(db: Firestore, uid: string, bag: HeartedBag): Promise<void> {
  const ref = heartDoc(db, heartDocId(uid, bag.id));
  await setDoc(ref, {
    ...createHeartDoc(uid, bag, new Date()),
    created_at: serverTimestamp(),
    id: ref.id,
  });
}

/** Removes `uid`'s heart of the bag `productId`. */
export async function removeHeart(db: Firestore, uid: string, productId: string): Promise<void> {
  await deleteDoc(heartDoc(db, heartDocId(uid, productId)));
}
