/**
 * The team: staff and open invitations, live from Firestore (owners only: the rules refuse
 * everyone else), and the team callables (the functions check the role again).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type {
  AcceptStaffInvitationInput,
  AcceptStaffInvitationResult,
  GetStaffInvitationResult,
  InviteStaffInput,
  InviteStaffResult,
  StaffRole,
} from '@unlimited/domain';
import { useFirestoreCollectionData, type LiveResult } from '@/lib/firestore/live';
import {
  pendingStaffInvitationsQuery,
  staffQuery,
  type StaffInvitation,
  type StaffMember,
} from '@/lib/firestore/queries/team';
import { useCallable } from '@/lib/callable';

export type { StaffInvitation, StaffMember };

export function useStaff(): LiveResult<StaffMember[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => staffQuery(db), [db]));
}

export function usePendingStaffInvitations(): LiveResult<StaffInvitation[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => pendingStaffInvitationsQuery(db), [db]));
}

export function useInviteStaff(): (input: InviteStaffInput) => Promise<InviteStaffResult> {
  return useCallable('inviteStaff');
}

export function useChangeStaffRole(): (uid: string, role: StaffRole) => Promise<unknown> {
  const call = useCallable('changeStaffRole');
  return (uid, role) => call({ uid, role });
}

export function useRemoveStaff(): (uid: string) => Promise<unknown> {
  const call = useCallable('removeStaff');
  return (uid) => call({ uid });
}

export function useRevokeStaffInvitation(): (invitationId: string) => Promise<unknown> {
  const call = useCallable('revokeStaffInvitation');
  return (invitationId) => call({ invitationId });
}

export function useGetStaffInvitation(): (token: string) => Promise<GetStaffInvitationResult> {
  const call = useCallable('getStaffInvitation');
  return (token) => call({ token });
}

export function useAcceptStaffInvitation(): (
  input: AcceptStaffInvitationInput,
) => Promise<AcceptStaffInvitationResult> {
  return useCallable('acceptStaffInvitation');
}
