import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  waitlistSignupDocSchema,
  waitlistSignupInputSchema,
  waitlistStatusUpdateSchema,
  type WaitlistSignupDoc,
} from '../schemas/waitlist-signup';

const input = {
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  tier: 'elite',
};

/** A copy of `value` without `keys`, as an older or incomplete document would be. */
function without<T extends object>(value: T, ...keys: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('waitlistSignupInputSchema', () => {
  it('trims and lower-cases the email and turns blank optionals into null', () => {
    expect(
      waitlistSignupInputSchema.parse({
        full_name: '  Grace Hopper ',
        email: '  Grace@Example.COM ',
        tier: 'crown',
        zip_code: '',
        excitement_reason: '   ',
      }),
    ).toEqual({
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      tier: 'crown',
      zip_code: null,
      excitement_reason: null,
      comment: null,
      style_answers: null,
      ref: null,
    });
  });

  it('keeps a referral code from the link, upper-cased, and drops anything else silently', () => {
    const base = { full_name: 'Ada', email: 'ada@example.com', tier: 'elite' };
    expect(waitlistSignupInputSchema.parse({ ...base, ref: ' abcd2345wxyz ' }).ref).toBe(
      'ABCD2345WXYZ',
    );
    for (const ref of ['nope', 'ABCD2345WXYI', 42, null, undefined, { code: 'x' }]) {
      const result = waitlistSignupInputSchema.safeParse({ ...base, ref });
      expect(result.success).toBe(true);
      expect(result.data?.ref).toBeNull();
    }
  });

  it('takes the style quiz answers, read with the quiz’s own schema', () => {
    expect(
      waitlistSignupInputSchema.parse({ ...input, style_answers: { brands: ['dior'] } })
        .style_answers,
    ).toEqual({ occasions: [], colours: [], silhouettes: [], brands: ['dior'], budget: null });
    expect(
      messagesOf(
        waitlistSignupInputSchema.safeParse({ ...input, style_answers: { brands: ['Dior'] } }),
      ),
    ).toEqual(['Please choose answers the quiz offers for “Which houses do you love?”']);
  });

  it('keeps filled optionals and drops unknown keys', () => {
    const parsed = waitlistSignupInputSchema.parse({
      ...input,
      zip_code: ' 10001 ',
      comment: 'Can not wait',
      status: 'converted',
    });
    expect(parsed).toMatchObject({ zip_code: '10001', comment: 'Can not wait' });
    expect(parsed).not.toHaveProperty('status');
  });

  it.each([
    ['full_name', '   ', 'Full name is required'],
    ['full_name', undefined, 'Full name is required'],
    ['full_name', 'x'.repeat(121), 'Full name is too long'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['tier', 'gold', 'Please select an access level'],
    ['tier', undefined, 'Please select an access level'],
    ['zip_code', '1234', 'Please enter a valid 5-digit ZIP code'],
    ['zip_code', '123456', 'Please enter a valid 5-digit ZIP code'],
    ['excitement_reason', 'x'.repeat(1001), 'Please keep this under 1000 characters'],
    ['comment', 'x'.repeat(1001), 'Please keep this under 1000 characters'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(messagesOf(waitlistSignupInputSchema.safeParse({ ...input, [field]: value }))).toEqual([
      message,
    ]);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(
      fc.string(),
      fc.constant(''),
      fc.integer(),
      fc.constant(null),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            { full_name: field, email: field, tier: field, zip_code: field, comment: field },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          const result = waitlistSignupInputSchema.safeParse(value);
          expect(typeof result.success).toBe('boolean');
        },
      ),
    );
  });
});

describe('waitlistSignupDocSchema', () => {
  const doc: WaitlistSignupDoc = {
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    tier: 'elite',
    zip_code: '10001',
    excitement_reason: null,
    comment: null,
    status: 'pending',
    submitted_at: new Date('2025-04-01T00:00:00Z'),
    notes: null,
    updated_at: new Date('2025-04-01T00:00:00Z'),
    source: 'web',
    style_answers: null,
    referred_by: null,
    referred_by_email: null,
    referred: false,
  };

  it('round-trips a valid document', () => {
    expect(waitlistSignupDocSchema.parse(doc)).toEqual(doc);
  });

  it('reads missing optionals as null, a missing source as web, and lower-cases the email', () => {
    const rest = without(doc, 'zip_code', 'notes', 'comment', 'source');
    expect(waitlistSignupDocSchema.parse({ ...rest, email: 'Grace@Example.com' })).toMatchObject({
      zip_code: null,
      notes: null,
      comment: null,
      source: 'web',
      email: 'grace@example.com',
    });
  });
});

describe('waitlistStatusUpdateSchema', () => {
  it('turns blank notes into null', () => {
    expect(waitlistStatusUpdateSchema.parse({ status: 'invited', notes: '  ' })).toEqual({
      status: 'invited',
      notes: null,
    });
    expect(waitlistStatusUpdateSchema.parse({ status: 'declined' }).notes).toBeNull();
  });

  it('refuses an unknown status and notes over 2000 characters', () => {
    expect(messagesOf(waitlistStatusUpdateSchema.safeParse({ status: 'maybe' }))).toEqual([
      'Please select a status',
    ]);
    expect(
      messagesOf(
        waitlistStatusUpdateSchema.safeParse({ status: 'invited', notes: 'x'.repeat(2001) }),
      ),
    ).toEqual(['Notes must be 2000 characters or fewer']);
  });
});
