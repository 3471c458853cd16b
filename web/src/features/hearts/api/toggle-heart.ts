/** Saving a bag (a heart) and removing it: the member writes their own heart document. */
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import type { HeartedBag } from '@unlimited/domain';
import { removeHeart, saveHeart } from '@/lib/firestore/queries/hearts';

export const HEART_FAILED = 'Could not update your saved bags. Please try again.';

export type ToggleHeart = (bag: HeartedBag, saved: boolean) => Promise<void>;

/** `toggle(bag, true)` saves the bag for `uid`; `toggle(bag, false)` removes it. */
export function useToggleHeart(uid: string): ToggleHeart {
  const db = useFirestore();
  return useCallback(
    (bag, saved) => (saved ? saveHeart(db, uid, bag) : removeHeart(db, uid, bag.id)),
    [db, uid],
  );
}
