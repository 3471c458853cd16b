/**
 * The signed-in member of staff's role, for showing or disabling what their role may not
 * do. The web never relies on it: the rules and the callables check the role themselves.
 */
import { roleMay, type StaffPermission, type StaffRole } from '@unlimited/domain';
import { use } from 'react';
import { SessionContext } from './session';

/** The role (`null` while loading, for members, or outside a session). */
export function useStaffRole(): StaffRole | null {
  const session = use(SessionContext);
  return session?.status === 'signed-in' ? (session.staffRole ?? null) : null;
}

/** Whether the signed-in member of staff may do what `permission` covers. */
export function useRoleMay(permission: StaffPermission): boolean {
  return roleMay(useStaffRole(), permission);
}
