/**
 * The admin "Update Status" write: status, notes and `updated_at` (server time), all that
 * firestore.rules let an admin change on a signup, with the audit stamp they require.
 */
import { useCallback } from 'react';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { waitlistStatusUpdateSchema, type WaitlistStatusUpdate } from '@unlimited/domain';
import { auditStamp } from '@/lib/firestore/audit-stamp';
import { waitlistSignupRef } from '@/lib/firestore/queries/waitlist';

export { waitlistStatusUpdateSchema };

export async function updateSignupStatus(
  db: Firestore,
  signupId: string,
  values: WaitlistStatusUpdate,
): Promise<void> {
  await updateDoc(waitlistSignupRef(db, signupId), {
    status: values.status,
    notes: values.notes,
    ...auditStamp(db),
    updated_at: serverTimestamp(),
  });
}

export function useUpdateSignupStatus(): (
  signupId: string,
  values: WaitlistStatusUpdate,
) => Promise<void> {
  const db = useFirestore();
  return useCallback((id, values) => updateSignupStatus(db, id, values), [db]);
}
