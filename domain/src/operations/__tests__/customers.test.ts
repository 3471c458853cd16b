import { describe, expect, it } from 'vitest';
import {
  addCustomerNoteInputSchema,
  customerFromDocs,
  customerSearchKeys,
  customerSearchTerm,
  firstIssueMessage,
  type ProfileDoc,
  type SubscriptionDoc,
} from '../../index';
import { subscriptionDocSchema } from '../../membership';

const now = new Date('2026-11-20T10:00:00Z');
const profile: ProfileDoc = {
  first_name: 'Elena',
  last_name: 'Marquez',
  username: 'elena',
  email: 'elite@unlimited.test',
  shipping_address: null,
};
const subscription: SubscriptionDoc = subscriptionDocSchema.parse({
  plan_name: 'elite',
  status: 'past_due',
  current_period_end: now,
  started_at: now,
});

describe('customer search', () => {
  it('finds a member by any start of a name, the full name or the email, in any case', () => {
    const keys = customerSearchKeys('Elena', 'Marquez', 'Elite@Unlimited.test');
    for (const term of ['e', 'ele', 'marq', 'elena m', 'elena marquez', 'elite@unl', 'elite']) {
      expect(keys).toContain(customerSearchTerm(term));
    }
    expect(keys).not.toContain('lena');
    expect(keys).not.toContain('unlimited');
  });

  it('cuts long keys and terms to the same length, so a long search still matches', () => {
    const email = 'a-very-long-mailbox-name-indeed@example.com';
    const keys = customerSearchKeys('', '', email);
    expect(keys).toContain(customerSearchTerm(email));
    expect(Math.max(...keys.map((k) => k.length))).toBe(24);
  });

  it('has no term for a blank search', () => {
    expect(customerSearchTerm('   ')).toBeNull();
    expect(customerSearchTerm('  Elena   M ')).toBe('elena m');
  });
});

describe('customerFromDocs', () => {
  it('takes the name and email from the profile and the tier and status from the subscription', () => {
    expect(customerFromDocs(profile, subscription, now)).toMatchObject({
      first_name: 'Elena',
      email: 'elite@unlimited.test',
      name_lower: 'elena marquez',
      tier: 'elite',
      status: 'past_due',
    });
  });

  it('has no tier and status none before any payment, and nothing without either document', () => {
    expect(customerFromDocs(profile, null, now)).toMatchObject({ tier: null, status: 'none' });
    expect(customerFromDocs(null, null, now)).toBeNull();
  });

  it('leaves out staff without a subscription, and lists staff who pay', () => {
    expect(customerFromDocs(profile, null, now, { staff: true })).toBeNull();
    expect(customerFromDocs(profile, subscription, now, { staff: true })).toMatchObject({
      tier: 'elite',
    });
  });
});

describe('addCustomerNote input', () => {
  const message = (data: unknown) => {
    const result = addCustomerNoteInputSchema.safeParse(data);
    return result.success ? null : firstIssueMessage(result.error);
  };

  it('trims the note and refuses a blank one, a too long one and a path-like member', () => {
    expect(addCustomerNoteInputSchema.parse({ uid: 'u1', text: '  Hi  ' }).text).toBe('Hi');
    expect(message({ uid: 'u1', text: '  ' })).toBe('Please write a note.');
    expect(message({ uid: 'u1', text: 'x'.repeat(2001) })).toBe(
      'Notes must be 2000 characters or fewer.',
    );
    expect(message({ uid: 'a/b', text: 'Hi' })).toBe('Please choose a member.');
  });
});

describe('customer search without the accents', () => {
  it('finds Zoë by zoe and by Zoë, and Adèle by ADELE', () => {
    const keys = customerSearchKeys('Zoë', 'Adèle', 'zoe.adele@example.com');
    expect(keys).toContain(customerSearchTerm('zoe'));
    expect(keys).toContain(customerSearchTerm('Zoë'));
    expect(keys).toContain(customerSearchTerm('ADELE'));
    expect(keys).toContain(customerSearchTerm('zoe adele'));
  });
});
