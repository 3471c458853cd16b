import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, formCheck, readEmail } from '../form-check';

describe('EMAIL_PATTERN', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+bags@mail.example.co.uk',
    "o'neil@example.org",
    'a@b.io',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    '.ada@example.com',
    'ada..l@example.com',
    'ada@-example.com',
    'ada @example.com',
    'ada@example.c',
  ])('agrees with zod’s z.email() on %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(z.email().safeParse(email).success);
  });
});

describe('formCheck', () => {
  const check = formCheck((fields, issue) => ({
    email: readEmail(fields.email, (message) => issue('email', message), {
      required: 'Required',
      invalid: 'Invalid',
    }),
  }));

  it('gives the trimmed values when every field is right', () => {
    expect(check.safeParse({ email: ' ada@example.com ' })).toEqual({
      success: true,
      data: { email: 'ada@example.com' },
    });
  });

  it('names the field and the message of each problem', () => {
    expect(check.safeParse({ email: '  ' })).toEqual({
      success: false,
      error: { issues: [{ path: ['email'], message: 'Required' }] },
    });
    expect(check.safeParse(null)).toMatchObject({ success: false });
    expect(() => check.parse({ email: 'ada' })).toThrow('Invalid');
  });
});
