/** Staff roles and what each may do (see ./index.ts); no zod, so the session can import it light. */
export const STAFF_ROLES = ['owner', 'operations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  operations: 'Operations',
  support: 'Support',
};

/** One sentence per role, for the Team page's role picker. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including managing the team.',
  operations: 'Everything but managing the team.',
  support: 'Orders, swaps, waitlist, products and customer notes; sees money but cannot change it.',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The role of an account from its custom claims: `null` without `admin: true`; an admin
 * with no (or an unknown) `role` is an owner (see the module comment).
 */
export function staffRoleOf(
  claims: Readonly<Record<string, unknown>> | null | undefined,
): StaffRole | null {
  if (claims?.admin !== true) return null;
  return isStaffRole(claims.role) ? claims.role : 'owner';
}

/** What a role may be refused: managing the team, changing money, or writing the Magazine. */
export const STAFF_PERMISSIONS = ['manage_team', 'manage_money', 'write_articles'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ALLOWED: Record<StaffPermission, readonly StaffRole[]> = {
  manage_team: ['owner'],
  manage_money: ['owner', 'operations'],
  // What the public site says in the brand's name: those who run the business.
  write_articles: ['owner', 'operations'],
};

/** Whether `role` (`null`: not staff) may do what `permission` covers. */
export function roleMay(role: StaffRole | null, permission: StaffPermission): boolean {
  return role !== null && ALLOWED[permission].includes(role);
}

/** The refusal a role gets for each permission it lacks (callables and the web). */
export const PERMISSION_REFUSALS: Record<StaffPermission, string> = {
  manage_team: 'Only an owner can manage the team.',
  manage_money:
    'Support staff can see money but not change it: coupons, memberships, billing and refunds are for an owner or operations.',
  write_articles:
    'Support staff can read the Magazine’s drafts but not change them: writing and publishing articles is for an owner or operations.',
};

/** The claims of a member of staff with `role`, the account's other claims kept. */
export function staffClaims(
  existing: Readonly<Record<string, unknown>> | null | undefined,
  role: StaffRole,
): Record<string, unknown> {
  return { ...existing, admin: true, role };
}

/** The claims of an account no longer staff: `admin` and `role` gone, the rest kept. */
export function claimsWithoutStaff(
  existing: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...existing };
  delete rest.admin;
  delete rest.role;
  return rest;
}

/** Refusal: the change would leave the team without an owner. */
export const LAST_OWNER_REFUSAL =
  'The team needs at least one owner. Make someone else an owner first.';

/**
 * Why `uid`'s role cannot become `next` (`null`: removed from the team), or `null` when
 * it can: the last owner can be neither demoted nor removed.
 */
export function lastOwnerRefusal(
  team: readonly { uid: string; role: StaffRole }[],
  uid: string,
  next: StaffRole | null,
): string | null {
  const member = team.find((m) => m.uid === uid);
  if (member?.role !== 'owner' || next === 'owner') return null;
  const owners = team.filter((m) => m.role === 'owner').length;
  return owners <= 1 ? LAST_OWNER_REFUSAL : null;
}
