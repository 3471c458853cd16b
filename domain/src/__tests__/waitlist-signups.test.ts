import { describe, expect, it } from 'vitest';
import { waitlistSignupDocSchema, waitlistSignupInputSchema } from '../schemas/waitlist-signup';
import type { SurveyEntry } from '../survey-paste';
import {
  ALREADY_ON_WAITLIST,
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

describe('planSurveyImport', () => {
  const entry = (email: string, overrides: Partial<SurveyEntry> = {}): SurveyEntry => ({
    full_name: 'Maya Patel',
    email,
    zip_code: '10012',
    excitement_reason: 'Trying a Kelly',
    tier: 'elite',
    submitted_at: new Date('2026-11-01T16:12:00Z'),
    ...overrides,
  });

  it('stores new entries as pending survey imports with the import note', () => {
    const plan = planSurveyImport([entry('maya@example.com')], new Set(), now);
    expect(plan).toEqual({
      signups: [
        {
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
        },
      ],
      duplicates: 0,
      failed: 0,
    });
  });

  it('counts emails already on the list (in any case) as duplicates', () => {
    const plan = planSurveyImport(
      [entry('Maya@Example.com'), entry('new@example.com'), entry('new@example.com')],
      new Set(['maya@example.com']),
      now,
    );
    expect(plan.signups.map((s) => s.email)).toEqual(['new@example.com']);
    expect(plan.duplicates).toBe(2);
  });

  it('fails entries whose email is not an email address', () => {
    const plan = planSurveyImport([entry('maya@'), entry('@x')], new Set(), now);
    expect(plan).toEqual({ signups: [], duplicates: 0, failed: 2 });
  });

  it('clips text longer than the form allows', () => {
    const plan = planSurveyImport(
      [entry('a@b.co', { full_name: 'n'.repeat(500), excitement_reason: 'e'.repeat(5000) })],
      new Set(),
      now,
    );
    expect(plan.signups[0]?.full_name).toHaveLength(120);
    expect(plan.signups[0]?.excitement_reason).toHaveLength(1000);
  });
});
