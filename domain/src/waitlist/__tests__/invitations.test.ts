import { describe, expect, it } from 'vitest';
import {
  INVITATION_EXPIRED,
  INVITATION_REVOKED,
  INVITATION_SENT_ACTIONS,
  invitationSendKind,
  invitationUse,
} from '../invitations';

describe('invitationSendKind', () => {
  it('re-sends an open invitation, expired or not, and sends a new one in place of a revoked one', () => {
    expect(invitationSendKind(null)).toBe('new');
    expect(invitationSendKind({ status: 'pending' })).toBe('resend');
    expect(invitationSendKind({ status: 'revoked' })).toBe('new');
    expect(INVITATION_SENT_ACTIONS).toEqual({
      new: 'Waitlist signup invited',
      resend: 'Waitlist invitation re-sent',
    });
  });
});

describe('a revoked invitation link', () => {
  it('tells the invitee they are still on the waitlist, never to join it again', () => {
    const use = invitationUse(
      { status: 'revoked', expires_at: new Date('2026-12-01'), accepted_uid: null },
      null,
      new Date('2026-11-20'),
    );
    expect(use).toEqual({ ok: false, reason: 'revoked', message: INVITATION_REVOKED });
    expect(INVITATION_REVOKED).toContain('You are still on our waitlist');
    expect(INVITATION_REVOKED).toContain('we will send you a new invitation if a place opens up');
    expect(INVITATION_REVOKED).not.toMatch(/join the waitlist/i);
  });
});

describe('an expired invitation link', () => {
  it('tells the invitee they are still on the waitlist and how to get a new link, never to join again', () => {
    const use = invitationUse(
      { status: 'pending', expires_at: new Date('2026-11-10'), accepted_uid: null },
      null,
      new Date('2026-11-20'),
    );
    expect(use).toEqual({ ok: false, reason: 'expired', message: INVITATION_EXPIRED });
    expect(INVITATION_EXPIRED).toContain('You are still on our waitlist');
    expect(INVITATION_EXPIRED).toContain('reply to your invitation email');
    // Joining again with the same email is refused as a duplicate (ALREADY_ON_WAITLIST).
    expect(INVITATION_EXPIRED).not.toMatch(/join the waitlist/i);
  });
});
