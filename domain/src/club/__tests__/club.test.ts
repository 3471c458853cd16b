import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CREDIT_CENTS,
  creditsForCharge,
  decideReferralCredit,
  isSelfReferral,
  maskEmail,
  normaliseReferralCode,
  referralCodeFromBytes,
  referralDisplayName,
  referralPath,
  referralStateForSignup,
  referralDocSchema,
} from '..';

describe('referral codes', () => {
  it('makes a 12-symbol code from the alphabet that reads back as itself', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = referralCodeFromBytes(bytes);
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        for (const symbol of code) expect(REFERRAL_CODE_ALPHABET).toContain(symbol);
        expect(normaliseReferralCode(code)).toBe(code);
        expect(normaliseReferralCode(` ${code.toLowerCase()} `)).toBe(code);
      }),
    );
  });

  it('gives different bytes different codes and refuses too few bytes', () => {
    expect(referralCodeFromBytes(new Uint8Array(12).fill(0))).toBe('000000000000');
    expect(referralCodeFromBytes(new Uint8Array(12).fill(31))).toBe('ZZZZZZZZZZZZ');
    expect(() => referralCodeFromBytes(new Uint8Array(11))).toThrow(/12 random bytes/);
  });

  it('reads anything that is not a code as no code', () => {
    for (const value of ['', 'ABC', 'ABCDEFGHJKMNP', 'ABCDEFGHJKMI', 'ABCDEFGHJK-M', 7, null, {}]) {
      expect(normaliseReferralCode(value)).toBeNull();
    }
  });

  it('links to the waitlist with the code', () => {
    expect(referralPath('ABCD2345WXYZ')).toBe('/waitlist?ref=ABCD2345WXYZ');
  });
});

describe('referral states', () => {
  it('follows the signup forward and never back', () => {
    expect(referralStateForSignup('pending', 'joined')).toBe('joined');
    expect(referralStateForSignup('invited', 'joined')).toBe('invited');
    expect(referralStateForSignup('converted', 'invited')).toBe('member');
    expect(referralStateForSignup('declined', 'joined')).toBe('joined');
    expect(referralStateForSignup('pending', 'invited')).toBe('invited');
    expect(referralStateForSignup('converted', 'credited')).toBe('credited');
    expect(referralStateForSignup('invited', 'member')).toBe('member');
  });
});

describe('self-referral', () => {
  it('is the same account or the same mailbox', () => {
    expect(isSelfReferral({ uid: 'u1', mailbox: 'a@x.com' }, { uid: 'u1', mailbox: null })).toBe(
      true,
    );
    expect(
      isSelfReferral({ uid: 'u1', mailbox: 'a@x.com' }, { uid: null, mailbox: 'a@x.com' }),
    ).toBe(true);
    expect(
      isSelfReferral({ uid: 'u1', mailbox: 'a@x.com' }, { uid: 'u2', mailbox: 'b@x.com' }),
    ).toBe(false);
    expect(isSelfReferral({ uid: 'u1', mailbox: null }, { uid: null, mailbox: null })).toBe(false);
  });
});

describe('decideReferralCredit', () => {
  const referral = { referrer_uid: 'ref', credit_cents: null };

  it('grants the one credit for a paid invoice of the referred member', () => {
    expect(decideReferralCredit({ referral, memberUid: 'new', amountPaidCents: 12900 })).toEqual({
      grant: true,
      cents: REFERRAL_CREDIT_CENTS,
    });
    expect(REFERRAL_CREDIT_CENTS).toBe(2500);
  });

  it('grants nothing a second time, to herself, or for nothing paid', () => {
    expect(
      decideReferralCredit({
        referral: { ...referral, credit_cents: 2500 },
        memberUid: 'new',
        amountPaidCents: 12900,
      }),
    ).toEqual({ grant: false, reason: 'already_credited' });
    expect(decideReferralCredit({ referral, memberUid: 'ref', amountPaidCents: 12900 })).toEqual({
      grant: false,
      reason: 'self_referral',
    });
    expect(decideReferralCredit({ referral, memberUid: 'new', amountPaidCents: 0 })).toEqual({
      grant: false,
      reason: 'nothing_paid',
    });
  });
});

describe('creditsForCharge', () => {
  it('takes whole credits, oldest first, while they fit the charge', () => {
    const credits = [
      { id: 'a', cents: 2500 },
      { id: 'b', cents: 2500 },
      { id: 'c', cents: 2500 },
    ];
    expect(creditsForCharge(credits, 4900)).toEqual({ cents: 2500, ids: ['a'] });
    expect(creditsForCharge(credits, 12900)).toEqual({ cents: 7500, ids: ['a', 'b', 'c'] });
    expect(creditsForCharge(credits, 1000)).toEqual({ cents: 0, ids: [] });
    expect(creditsForCharge([], 4900)).toEqual({ cents: 0, ids: [] });
  });

  it('never takes more than the charge', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 30000 }),
        (amounts, charge) => {
          const taken = creditsForCharge(
            amounts.map((cents, i) => ({ id: String(i), cents })),
            charge,
          );
          expect(taken.cents).toBeLessThanOrEqual(charge);
          expect(taken.cents).toBe(
            taken.ids.reduce((sum, id) => sum + (amounts[Number(id)] ?? 0), 0),
          );
        },
      ),
    );
  });
});

describe('how the Club shows a friend', () => {
  it('uses her first name, else her masked email', () => {
    expect(referralDisplayName('Grace Hopper', 'grace@example.com')).toBe('Grace');
    expect(referralDisplayName('  ', 'grace@example.com')).toBe('g•••@example.com');
    expect(referralDisplayName(null, 'grace@example.com')).toBe('g•••@example.com');
    expect(maskEmail('not-an-email')).toBe('•••');
  });
});

describe('referralDocSchema', () => {
  it('reads a new referral with the credit fields empty', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(
      referralDocSchema.parse({
        referrer_uid: 'u1',
        friend_name: 'Grace',
        state: 'joined',
        created_at: now,
        updated_at: now,
      }),
    ).toMatchObject({ credit_cents: null, credit_status: null, applied_charge_id: null });
  });
});
