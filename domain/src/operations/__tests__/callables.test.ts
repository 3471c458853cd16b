import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  cancelOrderInputSchema,
  changeTierInputSchema,
  checkSubscriptionResult,
  createOrderInputSchema,
  firstIssueMessage,
  importProductsCsvInputSchema,
  importWaitlistSurveyInputSchema,
  MAX_PRODUCTS_CSV_BYTES,
  noInputSchema,
  removeAddOnInputSchema,
  toSubscriptionView,
  utf8Length,
} from '../callables';
import { subscriptionDocSchema } from '../../membership';

function message(result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) {
  return result.success || result.error === undefined ? null : firstIssueMessage(result.error);
}

describe('callable names', () => {
  it('match their keys, as deployed', () => {
    for (const [key, name] of Object.entries(CALLABLE_NAMES)) expect(name).toBe(key);
  });
});

describe('input schemas', () => {
  it('accept a bag id and refuse a missing or path-like one', () => {
    expect(createOrderInputSchema.parse({ bagId: ' bag-1 ' })).toEqual({ bagId: 'bag-1' });
    expect(message(createOrderInputSchema.safeParse({}))).toBe('Please choose a bag.');
    expect(message(createOrderInputSchema.safeParse({ bagId: 'a/b' }))).toBe(
      'Please choose a bag.',
    );
    expect(message(createOrderInputSchema.safeParse({ bagId: '__id__' }))).toBe(
      'Please choose a bag.',
    );
    expect(message(cancelOrderInputSchema.safeParse({ orderId: '' }))).toBe(
      'Please choose an order.',
    );
  });

  it('check the CSV size in bytes, with a clear message', () => {
    expect(message(importProductsCsvInputSchema.safeParse({ csv: 42 }))).toBe(
      'Please upload a CSV file',
    );
    expect(message(importProductsCsvInputSchema.safeParse({ csv: '  ' }))).toBe(
      'The CSV file is empty',
    );
    const big = 'a'.repeat(MAX_PRODUCTS_CSV_BYTES + 1);
    expect(message(importProductsCsvInputSchema.safeParse({ csv: big }))).toMatch(
      /too large: 5 MB/,
    );
  });

  it('ask for the survey paste first', () => {
    expect(message(importWaitlistSurveyInputSchema.safeParse({ text: '' }))).toBe(
      'Please paste the Tally data first',
    );
  });

  it('accept only known add-ons and tiers', () => {
    expect(removeAddOnInputSchema.parse({ addOn: 'full_coverage' })).toEqual({
      addOn: 'full_coverage',
    });
    expect(message(removeAddOnInputSchema.safeParse({ addOn: 'gold' }))).toBe(
      'Please choose an add-on.',
    );
    expect(message(changeTierInputSchema.safeParse({ tier: 'platinum' }))).toBe(
      'Please select an access level',
    );
  });

  it('ignore whatever a no-input callable is sent', () => {
    expect(noInputSchema.parse(null)).toEqual({});
    expect(noInputSchema.parse({ a: 1 })).toEqual({});
  });

  it('count UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('è')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('👜')).toBe(4);
  });
});

describe('checkSubscriptionResult', () => {
  const sub = subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'active',
    started_at: new Date('2026-01-01T00:00:00Z'),
    current_period_end: new Date('2026-02-01T00:00:00Z'),
    add_ons: { full_coverage: true },
  });

  it('answers with the spec’s fields', () => {
    expect(checkSubscriptionResult(sub)).toEqual({
      subscribed: true,
      tier: 'elite',
      addOns: { fullCoverage: true, selectTier: false },
      status: 'active',
      currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    });
  });

  it('is not subscribed unless active', () => {
    expect(checkSubscriptionResult({ ...sub, status: 'paused' })).toMatchObject({
      subscribed: false,
      tier: 'elite',
      status: 'paused',
    });
  });

  it('answers without a subscription', () => {
    expect(checkSubscriptionResult(null)).toEqual({
      subscribed: false,
      tier: null,
      addOns: { fullCoverage: false, selectTier: false },
      status: null,
      currentPeriodEnd: null,
    });
  });

  it('shows the membership changes in the subscription view', () => {
    const view = toSubscriptionView({
      ...sub,
      cancel_at_period_end: true,
      cancel_requested_at: new Date('2026-01-20T00:00:00Z'),
      add_ons_ending: ['full_coverage'],
    });
    expect(view).toMatchObject({
      tier: 'elite',
      subscribed: true,
      cancelAtPeriodEnd: true,
      cancelRequestedAt: '2026-01-20T00:00:00.000Z',
      addOnsEnding: ['full_coverage'],
      pauseRequestedAt: null,
      retentionCreditCents: 0,
    });
  });
});
