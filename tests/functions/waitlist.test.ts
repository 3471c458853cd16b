/** joinWaitlist under concurrent duplicates, and the admin's survey import. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, ALREADY_ON_WAITLIST } from '@unlimited/domain';
import {
  adminDb,
  anonymousCaller,
  closeCallers,
  errorCode,
  resetEmulators,
  signedInCaller,
  warmUpCallable,
} from './helpers';

beforeAll(resetEmulators, 60_000);
afterAll(closeCallers);

describe('joinWaitlist', () => {
  it(
    'stores one signup when the same email is submitted 10 times at once',
    { timeout: 240_000 },
    async () => {
      const caller = anonymousCaller();
      await warmUpCallable(caller, 'joinWaitlist', { email: '' }, 10);
      const spellings = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? 'Twin.Submit@Example.com' : ' twin.submit@example.COM ',
      );
      const results = await Promise.allSettled(
        spellings.map((email) =>
          caller.call('joinWaitlist', { full_name: 'Twin Submit', email, tier: 'elite' }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        expect(['functions/already-exists', 'functions/aborted']).toContain(
          errorCode(result.reason),
        );
      }
      const stored = await adminDb()
        .collection('waitlist_signups')
        .where('email', '==', 'twin.submit@example.com')
        .get();
      expect(stored.size).toBe(1);
      expect(stored.docs[0]?.data()).toMatchObject({
        status: 'pending',
        source: 'web',
        tier: 'elite',
      });
    },
  );

  it('tells a returning visitor the email is already on the list', async () => {
    const caller = anonymousCaller();
    await caller.call('joinWaitlist', {
      full_name: 'Once',
      email: 'once@example.com',
      tier: 'crown',
    });
    await expect(
      caller.call('joinWaitlist', {
        full_name: 'Once Again',
        email: 'ONCE@example.com',
        tier: 'reserve',
      }),
    ).rejects.toMatchObject({ code: 'functions/already-exists', message: ALREADY_ON_WAITLIST });
  });
});

describe('importWaitlistSurvey', () => {
  const paste = [
    'Nov 3, 4:12 PM',
    'Survey Person',
    'survey.person@example.com',
    '10012',
    'Trying bags',
    'Elite $129',
    'Nov 4, 9:05 AM',
    'Already Joined',
    'once@example.com',
  ].join('\n');

  it('is refused to members', async () => {
    const member = await signedInCaller('plain-member');
    await expect(member.call('importWaitlistSurvey', { text: paste })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: ADMIN_ONLY,
    });
  });

  it('imports new entries and skips emails already on the list', async () => {
    const admin = await signedInCaller('survey-admin', { admin: true });
    await expect(admin.call('importWaitlistSurvey', { text: paste })).resolves.toEqual({
      imported: 1,
      duplicates: 1,
      failed: 0,
    });
    const stored = await adminDb()
      .collection('waitlist_signups')
      .where('email', '==', 'survey.person@example.com')
      .get();
    expect(stored.docs[0]?.data()).toMatchObject({ source: 'survey_import', status: 'pending' });
  });
});
