import { describe, expect, it } from 'vitest';
import { waitlistSignupDocSchema, waitlistSignupInputSchema } from '../schemas/waitlist-signup';
import type { SurveyEntry } from '../survey-paste';
import {
  ALREADY_ON_WAITLIST,
  mailboxKey,
  newWebSignup,
  normaliseEmail,
  planSurveyImport,
  signupActivityText,
} from '../waitlist-signups';

const now = new Date('2026-11-03T10:00:00Z');

describe('joinWaitlist input and new signups', () => {
  it('trims the text and lower-cases the email, with blank optional fields as null', () => {
    const values = waitlistSignupInputSchema.parse({
      full_name: '  Ada Lovelace ',
      email: '  Ada@Example.COM ',
      tier: 'crown',
      zip_code: '',
      excitement_reason: '   ',
      comment: ' Hi ',
      extra: 'dropped',
    });
    const signup = newWebSignup(values, now);
    expect(signup).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      tier: 'crown',
      zip_code: null,
      excitement_reason: null,
      comment: 'Hi',
      status: 'pending',
      submitted_at: now,
      notes: null,
      updated_at: now,
      source: 'web',
      style_answers: null,
      referred_by: null,
      referred_by_email: null,
      referred: false,
    });
    expect(waitlistSignupDocSchema.parse(signup)).toEqual(signup);
    expect(signupActivityText(signup)).toBe('New waitlist signup (Crown)');
  });

  it('refuses oversized fields with a clear message', () => {
    const result = waitlistSignupInputSchema.safeParse({
      full_name: 'x'.repeat(121),
      email: 'a@b.co',
      tier: 'elite',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Full name is too long');
    const long = waitlistSignupInputSchema.safeParse({
      full_name: 'Ann',
      email: 'a@b.co',
      tier: 'elite',
      comment: 'y'.repeat(1001),
    });
    expect(long.error?.issues[0]?.message).toMatch(/under 1000 characters/);
  });

  it('normalises emails the same way everywhere', () => {
    expect(normaliseEmail(' Ann@X.io ')).toBe('ann@x.io');
    expect(ALREADY_ON_WAITLIST).toBe('This email is already on our waitlist!');
  });
});

describe('mailboxKey: one mailbox, however it is spelled', () => {
  it.each([
    ['Ada+vip@Example.com', 'ada@example.com'],
    ['ada+1+2@example.com', 'ada@example.com'],
    ['a.d.a+x@gmail.com', 'ada@gmail.com'],
    ['A.da@GoogleMail.com', 'ada@gmail.com'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(mailboxKey(email)).toBe(mailbox);
  });

  it('keeps dots where the provider does not ignore them, and a leading plus', () => {
    expect(mailboxKey('a.da@example.com')).toBe('a.da@example.com');
    expect(mailboxKey('+ada@example.com')).toBe('+ada@example.com');
    expect(mailboxKey('ada@example.com')).not.toBe(mailboxKey('ada2@example.com'));
  });
});

describe('planSurveyImport', () => {
  let line = 0;
  const entry = (email: string, overrides: Partial<SurveyEntry> = {}): SurveyEntry => ({
    line: (line += 6),
    full_name: 'Maya Patel',
    email,
    zip_code: '10012',
    excitement_reason: 'Trying a Kelly',
    tier: 'elite',
    tierMissing: false,
    submitted_at: new Date('2026-11-01T16:12:00Z'),
    ...overrides,
  });

  it('stores new entries as pending survey imports with the import note', () => {
    const plan = planSurveyImport([entry('maya@example.com', { line: 1 })], new Set(), now);
    expect(plan).toEqual({
      signups: [
        {
          line: 1,
          entry: 'Maya Patel <maya@example.com>',
          signup: {
            full_name: 'Maya Patel',
            email: 'maya@example.com',
            tier: 'elite',
            zip_code: '10012',
            excitement_reason: 'Trying a Kelly',
            comment: null,
            status: 'pending',
            submitted_at: new Date('2026-11-01T16:12:00Z'),
            notes: 'Imported from Tally on 11/3/2026',
            updated_at: now,
            source: 'survey_import',
            style_answers: null,
            referred_by: null,
            referred_by_email: null,
            referred: false,
          },
        },
      ],
      duplicates: 0,
      failed: 0,
      skipped: [],
      notes: [],
    });
  });

  it('skips emails already on the list (in any case) and repeats in the paste, saying which', () => {
    const plan = planSurveyImport(
      [
        entry('Maya@Example.com', { line: 1 }),
        entry('new@example.com', { line: 7, full_name: 'New Person' }),
        entry('NEW@example.com', { line: 13, full_name: 'New Again' }),
      ],
      new Set(['maya@example.com']),
      now,
    );
    expect(plan.signups.map((s) => s.signup.email)).toEqual(['new@example.com']);
    expect(plan.duplicates).toBe(2);
    expect(plan.skipped).toEqual([
      { line: 1, entry: 'Maya Patel <Maya@Example.com>', reason: 'Already on the waitlist' },
      {
        line: 13,
        entry: 'New Again <NEW@example.com>',
        reason: 'Repeats the entry at line 7 of this paste',
      },
    ]);
  });

  it('fails entries whose email is not an email address, naming the email', () => {
    const plan = planSurveyImport(
      [entry('maya@', { line: 1 }), entry('@x', { line: 7 })],
      new Set(),
      now,
    );
    expect(plan).toMatchObject({ signups: [], duplicates: 0, failed: 2 });
    expect(plan.skipped.map((issue) => [issue.line, issue.reason])).toEqual([
      [1, 'Invalid email "maya@"'],
      [7, 'Invalid email "@x"'],
    ]);
  });

  it('counts the parser’s rejected entries as failed and lists every skip in paste order', () => {
    const rejected = [{ line: 4, entry: 'Ann', reason: 'Missing email' }];
    const plan = planSurveyImport(
      [entry('bad@', { line: 9 }), entry('ok@example.com', { line: 1 })],
      new Set(),
      now,
      rejected,
    );
    expect(plan.failed).toBe(2);
    expect(plan.skipped.map((issue) => issue.line)).toEqual([4, 9]);
  });

  it('notes an entry stored as Reserve because it had no tier answer', () => {
    const plan = planSurveyImport(
      [entry('ann@example.com', { line: 3, full_name: 'Ann', tier: 'reserve', tierMissing: true })],
      new Set(),
      now,
    );
    expect(plan.signups[0]?.signup.tier).toBe('reserve');
    expect(plan.notes).toEqual([
      { line: 3, entry: 'Ann <ann@example.com>', reason: 'No tier answer: imported as Reserve' },
    ]);
  });

  it('clips text longer than the form allows', () => {
    const plan = planSurveyImport(
      [entry('a@b.co', { full_name: 'n'.repeat(500), excitement_reason: 'e'.repeat(5000) })],
      new Set(),
      now,
    );
    expect(plan.signups[0]?.signup.full_name).toHaveLength(120);
    expect(plan.signups[0]?.signup.excitement_reason).toHaveLength(1000);
  });
});
