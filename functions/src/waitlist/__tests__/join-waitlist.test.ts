import { beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_ON_WAITLIST, waitlistSignupInputSchema } from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { joinWaitlist } from '../join-waitlist';
import { signupIdForEmail } from '../signup-id';

let fake: FakeFirestore;
const values = (email: string) =>
  waitlistSignupInputSchema.parse({ full_name: ' Ada Lovelace ', email, tier: 'elite' });

beforeEach(() => {
  fake = new FakeFirestore();
});

describe('signupIdForEmail', () => {
  it('gives one id per mailbox (case and +tags ignored), without the email in it', () => {
    const id = signupIdForEmail('ada@example.com');
    expect(signupIdForEmail('  ADA@Example.com ')).toBe(id);
    expect(signupIdForEmail('ada+waitlist@example.com')).toBe(id);
    expect(signupIdForEmail('ada2@example.com')).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('joinWaitlist', () => {
  it('stores a pending web signup under the email’s hash, with an activity entry', async () => {
    const { id } = await joinWaitlist(fake.asFirestore(), values(' Ada@Example.com '), NOW);
    expect(id).toBe(signupIdForEmail('ada@example.com'));
    expect(fake.read(`waitlist_signups/${id}`)).toMatchObject({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      tier: 'elite',
      status: 'pending',
      source: 'web',
      submitted_at: NOW,
    });
    expect([...fake.all('activity').values()][0]).toMatchObject({
      action: 'New waitlist signup (Elite)',
    });
  });

  it('refuses the same email again, whatever its case', async () => {
    await joinWaitlist(fake.asFirestore(), values('ada@example.com'), NOW);
    await expect(
      joinWaitlist(fake.asFirestore(), values('ADA@example.com'), NOW),
    ).rejects.toMatchObject({
      code: 'already-exists',
      message: ALREADY_ON_WAITLIST,
    });
    expect(fake.all('waitlist_signups').size).toBe(1);
  });

  it('refuses an email stored under another id (seeded or older signups)', async () => {
    fake.put('waitlist_signups/seed1', { email: 'ada@example.com', status: 'invited' });
    await expect(
      joinWaitlist(fake.asFirestore(), values('ada@example.com'), NOW),
    ).rejects.toMatchObject({
      code: 'already-exists',
    });
  });

  it('reports a create that lost a race as already on the list', async () => {
    const db = fake.asFirestore();
    // The other submit commits between this one's reads and its commit.
    const original = fake.runTransaction.bind(fake);
    fake.runTransaction = (async (work: Parameters<typeof original>[0]) =>
      original(async (tx) => {
        const result = await work(tx);
        fake.put(`waitlist_signups/${signupIdForEmail('ada@example.com')}`, {
          email: 'ada@example.com',
        });
        return result;
      })) as typeof fake.runTransaction;
    await expect(joinWaitlist(db, values('ada@example.com'), NOW)).rejects.toMatchObject({
      code: 'already-exists',
      message: ALREADY_ON_WAITLIST,
    });
  });
});
