import { describe, expect, it } from 'vitest';
import {
  LAST_OWNER_REFUSAL,
  acceptStaffInvitationInputSchema,
  claimsWithoutStaff,
  inviteStaffInputSchema,
  lastOwnerRefusal,
  roleMay,
  staffClaims,
  staffInvitationIsLive,
  staffInvitationLink,
  staffInvitationMail,
  staffRoleOf,
} from '..';

describe('staffRoleOf', () => {
  it('reads the role beside admin: true', () => {
    expect(staffRoleOf({ admin: true, role: 'support' })).toBe('support');
    expect(staffRoleOf({ admin: true, role: 'operations' })).toBe('operations');
  });
  it('treats an admin without a role (older accounts) as an owner', () => {
    expect(staffRoleOf({ admin: true })).toBe('owner');
    expect(staffRoleOf({ admin: true, role: 'superuser' })).toBe('owner');
  });
  it('gives no role without admin: true, whatever role claim is there', () => {
    expect(staffRoleOf({ role: 'owner' })).toBeNull();
    expect(staffRoleOf({ admin: 'true', role: 'owner' })).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
  });
});

describe('roleMay', () => {
  it('lets only owners manage the team', () => {
    expect(roleMay('owner', 'manage_team')).toBe(true);
    expect(roleMay('operations', 'manage_team')).toBe(false);
    expect(roleMay('support', 'manage_team')).toBe(false);
  });
  it('keeps support read-only on money', () => {
    expect(roleMay('owner', 'manage_money')).toBe(true);
    expect(roleMay('operations', 'manage_money')).toBe(true);
    expect(roleMay('support', 'manage_money')).toBe(false);
    expect(roleMay(null, 'manage_money')).toBe(false);
  });
});

describe('claims', () => {
  it('keeps the other claims when granting and removing a role', () => {
    expect(staffClaims({ tier: 'elite', role: 'owner' }, 'support')).toEqual({
      tier: 'elite',
      admin: true,
      role: 'support',
    });
    expect(claimsWithoutStaff({ tier: 'elite', admin: true, role: 'owner' })).toEqual({
      tier: 'elite',
    });
  });
});

describe('lastOwnerRefusal', () => {
  const team = [
    { uid: 'a', role: 'owner' as const },
    { uid: 'b', role: 'operations' as const },
  ];
  it('refuses demoting or removing the last owner', () => {
    expect(lastOwnerRefusal(team, 'a', 'support')).toBe(LAST_OWNER_REFUSAL);
    expect(lastOwnerRefusal(team, 'a', null)).toBe(LAST_OWNER_REFUSAL);
  });
  it('allows it when another owner remains, and any change to others', () => {
    const two = [...team, { uid: 'c', role: 'owner' as const }];
    expect(lastOwnerRefusal(two, 'a', null)).toBeNull();
    expect(lastOwnerRefusal(team, 'b', null)).toBeNull();
    expect(lastOwnerRefusal(team, 'b', 'owner')).toBeNull();
    expect(lastOwnerRefusal(team, 'a', 'owner')).toBeNull();
  });
});

describe('staff invitations', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('is live only while pending and unexpired', () => {
    const expires_at = new Date('2026-03-08T10:00:00Z');
    expect(staffInvitationIsLive({ status: 'pending', expires_at }, now)).toBe(true);
    expect(staffInvitationIsLive({ status: 'accepted', expires_at }, now)).toBe(false);
    expect(staffInvitationIsLive({ status: 'revoked', expires_at }, now)).toBe(false);
    expect(staffInvitationIsLive({ status: 'pending', expires_at: now }, now)).toBe(false);
  });
  it('mails a link to the join page with the role and the expiry', () => {
    const link = staffInvitationLink('https://unlimited.test/', 'tok en');
    expect(link).toBe('https://unlimited.test/admin/join?token=tok%20en');
    const mail = staffInvitationMail(
      'inv1',
      { email: 'new@unlimited.test', role: 'operations' },
      'owner@unlimited.test',
      link,
      new Date('2026-03-08T10:00:00Z'),
      now,
    );
    expect(mail.to).toBe('new@unlimited.test');
    expect(mail.message.text).toContain('as Operations');
    expect(mail.message.text).toContain(link);
    expect(mail.message.text).toContain('March 8, 2026');
    expect(mail.meta).toEqual({ kind: 'staff_invitation', invitation_id: 'inv1' });
  });
  it('validates the invite and accept inputs with clear messages', () => {
    expect(
      inviteStaffInputSchema.parse({ email: ' New@Unlimited.TEST ', role: 'support' }),
    ).toEqual({ email: 'new@unlimited.test', role: 'support' });
    const bad = inviteStaffInputSchema.safeParse({ email: 'nope', role: 'boss' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Enter a valid email address.',
      'Choose a role: owner, operations or support.',
    ]);
    expect(
      acceptStaffInvitationInputSchema.safeParse({ token: 'x'.repeat(43), password: 'short' }).error
        ?.issues[0]?.message,
    ).toBe('Use at least 8 characters for your password.');
  });
});
