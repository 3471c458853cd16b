/** joinWaitlist under concurrent duplicates, and the admin's survey import. */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  ALREADY_A_MEMBER,
  ALREADY_ON_WAITLIST,
  WAITLIST_CALLER_LIMIT,
  WAITLIST_RATE_LIMITED,
  type JoinWaitlistInput,
} from '@unlimited/domain';
import {
  adminAuth,
  adminDb,
  anonymousCaller,
  errorCode,
  seedMember,
  signedInCaller,
  warmUpCallable,
  useFreshEmulators,
} from './helpers';
import { rateLimitDocId, takeRateLimit } from '../../functions/src/lib/rate-limit';

useFreshEmulators();

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

describe('joinWaitlist from the style quiz', () => {
  it('stores the quiz answers on the signup, and none when the form sends none', async () => {
    const caller = anonymousCaller();
    await caller.call('joinWaitlist', {
      full_name: 'Quiz Taker',
      email: 'quiz.taker@example.com',
      tier: 'elite',
      style_answers: {
        occasions: ['evening'],
        colours: ['black', 'black'],
        silhouettes: ['clutch'],
        brands: ['chanel'],
        budget: 'up-to-5000',
      },
    });
    await caller.call('joinWaitlist', {
      full_name: 'No Quiz',
      email: 'no.quiz@example.com',
      tier: 'reserve',
    });
    const stored = async (email: string) =>
      (
        await adminDb().collection('waitlist_signups').where('email', '==', email).get()
      ).docs[0]?.data();
    expect((await stored('quiz.taker@example.com'))?.style_answers).toEqual({
      occasions: ['evening'],
      colours: ['black'],
      silhouettes: ['clutch'],
      brands: ['chanel'],
      budget: 'up-to-5000',
    });
    expect((await stored('no.quiz@example.com'))?.style_answers).toBeNull();
  });

  it('refuses answers the quiz does not offer, saying which question, and stores nothing', async () => {
    const caller = anonymousCaller();
    const send = (style_answers: unknown) =>
      caller.call('joinWaitlist', {
        full_name: 'Bad Quiz',
        email: 'bad.quiz@example.com',
        tier: 'crown',
        // Whatever a caller may send, not only what the form sends.
        style_answers: style_answers as JoinWaitlistInput['style_answers'],
      });
    await expect(send({ colours: ['plaid'] })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Please choose answers the quiz offers for “Which colours do you wear most?”',
    });
    await expect(send({ budget: 'millions' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Please choose a budget the quiz offers',
    });
    await expect(send('everything')).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: 'The style quiz answers are not in a form we can read. Please take the quiz again.',
    });
    const signups = await adminDb()
      .collection('waitlist_signups')
      .where('email', '==', 'bad.quiz@example.com')
      .get();
    expect(signups.size).toBe(0);
  });
});

describe('joinWaitlist for members', () => {
  it('refuses a member’s email (no signup for admins to invite), not an account without one', async () => {
    const caller = anonymousCaller();
    await adminAuth().createUser({ uid: 'wl-member', email: 'wl.member@example.com' });
    await seedMember(adminDb(), 'wl-member', 'reserve');
    await expect(
      caller.call('joinWaitlist', {
        full_name: 'Already Member',
        email: ' WL.Member@example.com ',
        tier: 'crown',
      }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition', message: ALREADY_A_MEMBER });
    const signups = async (email: string) =>
      (await adminDb().collection('waitlist_signups').where('email', '==', email).get()).size;
    expect(await signups('wl.member@example.com')).toBe(0);

    // Signed up, never paid: joins like anyone, so the form says nothing about accounts.
    await adminAuth().createUser({ uid: 'wl-account', email: 'wl.account@example.com' });
    await caller.call('joinWaitlist', {
      full_name: 'Only Account',
      email: 'wl.account@example.com',
      tier: 'elite',
    });
    expect(await signups('wl.account@example.com')).toBe(1);
  });
});

describe('joinWaitlist against abuse', () => {
  const signupsFor = async (email: string) =>
    (await adminDb().collection('waitlist_signups').where('email', '==', email).get()).size;

  it('refuses a caller without an App Check token and stores nothing', async () => {
    const script = anonymousCaller({ appCheck: false });
    await expect(
      script.call('joinWaitlist', {
        full_name: 'No Token',
        email: 'no.token@example.com',
        tier: 'elite',
      }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    expect(await signupsFor('no.token@example.com')).toBe(0);
  });

  it('counts +tag and Gmail-dot spellings of one mailbox as one signup', async () => {
    const caller = anonymousCaller();
    await caller.call('joinWaitlist', {
      full_name: 'Mail Box',
      email: 'mail.box@gmail.com',
      tier: 'reserve',
    });
    for (const email of [
      'mailbox+1@gmail.com',
      'm.a.i.l.box+vip@googlemail.com',
      'MailBox@Gmail.com',
    ]) {
      await expect(
        caller.call('joinWaitlist', { full_name: 'Mail Box', email, tier: 'reserve' }),
      ).rejects.toMatchObject({ code: 'functions/already-exists', message: ALREADY_ON_WAITLIST });
    }
    const stored = await adminDb()
      .collection('waitlist_signups')
      .where('full_name', '==', 'Mail Box')
      .get();
    expect(stored.docs.map((doc) => doc.get('email'))).toEqual(['mail.box@gmail.com']);
  });

  it(
    'limits one network address to its signups an hour, whatever it claims to forward, and no one else',
    { timeout: 120_000 },
    async () => {
      const address = '203.0.113.77';
      const flood = anonymousCaller({ address });
      for (let i = 0; i < WAITLIST_CALLER_LIMIT.max; i++) {
        await flood.call('joinWaitlist', {
          full_name: `Flood ${i}`,
          email: `flood${i}@example.com`,
          tier: 'crown',
        });
      }
      await expect(
        flood.call('joinWaitlist', {
          full_name: 'Flood over',
          email: 'flood.over@example.com',
          tier: 'crown',
        }),
      ).rejects.toMatchObject({
        code: 'functions/resource-exhausted',
        message: WAITLIST_RATE_LIMITED,
      });
      // A forged first X-Forwarded-For entry does not make it someone else.
      const forged = anonymousCaller({ address: `192.0.2.1, ${address}` });
      await expect(
        forged.call('joinWaitlist', {
          full_name: 'Forged',
          email: 'forged@example.com',
          tier: 'crown',
        }),
      ).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
      expect(await signupsFor('flood.over@example.com')).toBe(0);
      expect(await signupsFor('forged@example.com')).toBe(0);

      // Another address is not affected.
      await anonymousCaller({ address: '203.0.113.78' }).call('joinWaitlist', {
        full_name: 'Neighbour',
        email: 'neighbour@example.com',
        tier: 'crown',
      });
      expect(await signupsFor('neighbour@example.com')).toBe(1);
      // The counter stores a digest, never the address.
      const limits = await adminDb().collection('rate_limits').get();
      expect(JSON.stringify(limits.docs.map((doc) => [doc.id, doc.data()]))).not.toContain(address);
    },
  );
});

describe('rate limits', () => {
  it('let a caller in again once the window has passed, counting only what was let in', async () => {
    const db = adminDb();
    const limit = { max: 2, windowMs: 60_000 };
    const t0 = new Date('2026-11-23T10:00:00Z');
    const at = (ms: number) => new Date(+t0 + ms);
    expect(await takeRateLimit(db, 'test:window', limit, at(0))).toBe(true);
    expect(await takeRateLimit(db, 'test:window', limit, at(1_000))).toBe(true);
    expect(await takeRateLimit(db, 'test:window', limit, at(2_000))).toBe(false);
    expect(await takeRateLimit(db, 'test:window', limit, at(59_999))).toBe(false);
    expect(await takeRateLimit(db, 'test:window', limit, at(60_000))).toBe(true);
    const stored = await db.collection('rate_limits').doc(rateLimitDocId('test:window')).get();
    expect(stored.get('count')).toBe(1);
    expect(stored.get('expire_at').toMillis()).toBe(+at(120_000));
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
      skipped: [
        { line: 7, entry: 'Already Joined <once@example.com>', reason: 'Already on the waitlist' },
      ],
      notes: [],
    });
    const stored = await adminDb()
      .collection('waitlist_signups')
      .where('email', '==', 'survey.person@example.com')
      .get();
    expect(stored.docs[0]?.data()).toMatchObject({ source: 'survey_import', status: 'pending' });
    // Its history starts with the import, by the admin; the skipped entry has none.
    const records = await adminDb()
      .collection('activity')
      .where('object_type', '==', 'waitlist_signup')
      .where('kind', '==', 'imported')
      .get();
    const mine = records.docs
      .map((doc) => doc.data())
      .filter((r) => r.object_id === stored.docs[0]?.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      object_label: 'Survey Person',
      actor_uid: 'survey-admin',
      changes: expect.arrayContaining([{ field: 'status', before: null, after: 'pending' }]),
    });
    expect(records.docs.some((doc) => doc.get('object_label') === 'Already Joined')).toBe(false);
  });

  it('says which entries it skipped and why, storing none of them', async () => {
    const admin = await signedInCaller('survey-admin-2', { admin: true });
    const text = [
      'Nov 5, 10:00 AM',
      'Good Entry',
      'good.entry@example.com',
      '10001',
      'Swapping bags',
      'Crown - $249/mo',
      'Nov 5, 10:05 AM',
      'Bad Email',
      'bad.email@',
      'Elite $129',
      'Nov 5, 10:10 AM',
      'Good Again',
      'GOOD.ENTRY@example.com',
      'Reserve $49',
      'Nov 5, 10:15 AM',
      'Odd Tier',
      'odd.tier@example.com',
      'Platinum - $999/mo',
      'Nov 5, 10:20 AM',
      'No Tier',
      'no.tier@example.com',
    ].join('\n');
    const result = await admin.call('importWaitlistSurvey', { text });
    expect(result).toEqual({
      imported: 2,
      duplicates: 1,
      failed: 2,
      skipped: [
        { line: 7, entry: 'Bad Email <bad.email@>', reason: 'Invalid email "bad.email@"' },
        {
          line: 11,
          entry: 'Good Again <good.entry@example.com>',
          reason: 'Repeats the entry at line 1 of this paste',
        },
        {
          line: 15,
          entry: 'Odd Tier <odd.tier@example.com>',
          reason: 'Unknown tier "Platinum - $999/mo" (expected Reserve, Elite or Crown)',
        },
      ],
      notes: [
        {
          line: 19,
          entry: 'No Tier <no.tier@example.com>',
          reason: 'No tier answer: imported as Reserve',
        },
      ],
    });
    const stored = async (email: string) =>
      (await adminDb().collection('waitlist_signups').where('email', '==', email).get()).docs.map(
        (doc) => doc.data(),
      );
    expect(await stored('good.entry@example.com')).toEqual([
      expect.objectContaining({ full_name: 'Good Entry', tier: 'crown' }),
    ]);
    expect(await stored('odd.tier@example.com')).toEqual([]);
    expect(await stored('no.tier@example.com')).toEqual([
      expect.objectContaining({ tier: 'reserve' }),
    ]);
  });
});
