import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { inviteSignups, revokeInvitation } from '../invite-signups';

vi.mock('../../params', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  siteUrl: () => 'https://unlimited.example',
}));

const ADMIN = { uid: 'admin-1', name: 'admin@unlimited.test' };
const LATER = new Date(NOW.getTime() + 60 * 60 * 1000);
const LATEST = new Date(NOW.getTime() + 2 * 60 * 60 * 1000);

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  fake.put('waitlist_signups/s1', {
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    tier: 'elite',
    zip_code: null,
    excitement_reason: null,
    comment: null,
    status: 'pending',
    submitted_at: NOW,
    notes: null,
    updated_at: NOW,
    source: 'web',
  });
});

/** The activity lines about the signup, oldest first. */
function actions(): string[] {
  return [...fake.all('activity').values()]
    .filter((entry) => entry.object_id === 's1')
    .sort((a, b) => (a.timestamp as Date).getTime() - (b.timestamp as Date).getTime())
    .map((entry) => String(entry.action));
}

describe('inviteSignups', () => {
  it('records a second invite of an open invitation as a re-send', async () => {
    await inviteSignups(fake.asFirestore(), ['s1'], ADMIN, NOW);
    await inviteSignups(fake.asFirestore(), ['s1'], ADMIN, LATER);
    expect(actions()).toEqual(['Waitlist signup invited', 'Waitlist invitation re-sent']);
    expect(fake.read('invitations/s1')).toMatchObject({
      status: 'pending',
      sent_count: 2,
      created_at: NOW,
    });
  });

  it('records an invite after a revoke as a new invitation, not a re-send', async () => {
    await inviteSignups(fake.asFirestore(), ['s1'], ADMIN, NOW);
    await revokeInvitation(fake.asFirestore(), 's1', ADMIN, LATER);
    expect(fake.read('waitlist_signups/s1')).toMatchObject({ status: 'pending' });
    await expect(inviteSignups(fake.asFirestore(), ['s1'], ADMIN, LATEST)).resolves.toEqual({
      invited: ['s1'],
      skipped: [],
    });
    expect(actions()).toEqual([
      'Waitlist signup invited',
      'Waitlist invitation revoked',
      'Waitlist signup invited',
    ]);
    // A new invitation: its own dates and count, not the revoked one's.
    expect(fake.read('invitations/s1')).toMatchObject({
      status: 'pending',
      sent_count: 1,
      created_at: LATEST,
      revoked_at: null,
    });
    expect(fake.read('waitlist_signups/s1')).toMatchObject({ status: 'invited' });
  });
});
