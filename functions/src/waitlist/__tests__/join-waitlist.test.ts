import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_A_MEMBER,
  ALREADY_ON_WAITLIST,
  waitlistSignupInputSchema,
} from '@unlimited/domain';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { NOW } from '../../__tests__/fixtures';
import { joinWaitlist, type AccountLookup } from '../join-waitlist';
import { signupIdForEmail } from '../signup-id';

let fake: FakeFirestore;
/** Auth accounts by email: uid. */
let users: Map<string, string>;
const accounts: AccountLookup = {
  getUserByEmail: async (email: string) => {
    const uid = users.get(email);
    if (uid === undefined) {
      throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    }
    return { uid } as Awaited<ReturnType<AccountLookup['getUserByEmail']>>;
  },
  getUser: async (uid: string) => {
    const email = [...users].find(([, id]) => id === uid)?.[0];
    if (email === undefined)
      throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    return { uid, email } as Awaited<ReturnType<AccountLookup['getUser']>>;
  },
};
const values = (email: string) =>
  waitlistSignupInputSchema.parse({ full_name: ' Ada Lovelace ', email, tier: 'elite' });

beforeEach(() => {
  fake = new FakeFirestore();
  users = new Map();
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
    const { id } = await joinWaitlist(
      fake.asFirestore(),
      accounts,
      values(' Ada@Example.com '),
      NOW,
    );
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
    await joinWaitlist(fake.asFirestore(), accounts, values('ada@example.com'), NOW);
    await expect(
      joinWaitlist(fake.asFirestore(), accounts, values('ADA@example.com'), NOW),
    ).rejects.toMatchObject({
      code: 'already-exists',
      message: ALREADY_ON_WAITLIST,
    });
    expect(fake.all('waitlist_signups').size).toBe(1);
  });

  it('refuses an email stored under another id (seeded or older signups)', async () => {
    fake.put('waitlist_signups/seed1', { email: 'ada@example.com', status: 'invited' });
    await expect(
      joinWaitlist(fake.asFirestore(), accounts, values('ada@example.com'), NOW),
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
    await expect(joinWaitlist(db, accounts, values('ada@example.com'), NOW)).rejects.toMatchObject({
      code: 'already-exists',
      message: ALREADY_ON_WAITLIST,
    });
  });

  it('refuses a member’s email, whatever the subscription’s status, and stores nothing', async () => {
    users.set('ada@example.com', 'uid-ada');
    fake.put('subscriptions/uid-ada', { plan_name: 'reserve', status: 'canceled' });
    await expect(
      joinWaitlist(fake.asFirestore(), accounts, values(' ADA@example.com'), NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: ALREADY_A_MEMBER });
    expect(fake.all('waitlist_signups').size).toBe(0);
    expect(fake.all('activity').size).toBe(0);
  });

  it('lets an account without a subscription join like anyone (nothing said about it)', async () => {
    users.set('ada@example.com', 'uid-ada');
    const { id } = await joinWaitlist(fake.asFirestore(), accounts, values('ada@example.com'), NOW);
    expect(fake.read(`waitlist_signups/${id}`)).toMatchObject({ status: 'pending' });
  });
});
