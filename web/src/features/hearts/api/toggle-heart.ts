/** Saving a bag (a heart) and removing it: the member writes their own heart document. */
import { useCallback } from 'react';
import { deleteDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { createHeartDoc, heartDocId, type HeartedBag } from '@unlimited/domain';
import { heartDoc } from '@/lib/firestore/collections';

export const HEART_FAILED = 'Could not update your saved bags. Please try again.';

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

export type ToggleHeart = (bag: HeartedBag, saved: boolean) => Promise<void>;

/** `toggle(bag, true)` saves the bag for `uid`; `toggle(bag, false)` removes it. */
export function useToggleHeart(uid: string): ToggleHeart {
  const db = useFirestore();
  return useCallback(
    (bag, saved) => (saved ? saveHeart(db, uid, bag) : removeHeart(db, uid, bag.id)),
    [db, uid],
  );
}
