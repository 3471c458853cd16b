/** The member an order belongs to, read from their profile, so the admin sees a name and email. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Profile } from '@unlimited/domain';
import { useFirestoreDocData, type LiveResult } from '@/lib/firestore/live';
import { memberProfileRef } from '@/lib/firestore/queries/profiles';

/** The order's member's profile (`undefined` when they have none). */
export function useOrderCustomer(uid: string): LiveResult<Profile | undefined> {
  const db = useFirestore();
  return useFirestoreDocData(useMemo(() => memberProfileRef(db, uid), [db, uid]));
}
