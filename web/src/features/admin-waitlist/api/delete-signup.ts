/** Removes a signup for good (an admin honouring a removal request); firestore.rules: admins. */
import { useCallback } from 'react';
import { deleteDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { waitlistSignupRef } from '@/lib/firestore/queries/waitlist';

export async function deleteSignup(db: Firestore, signupId: string): Promise<void> {
  await deleteDoc(waitlistSignupRef(db, signupId));
}

export function useDeleteSignup(): (signupId: string) => Promise<void> {
  const db = useFirestore();
  return useCallback((id: string) => deleteSignup(db, id), [db]);
}
