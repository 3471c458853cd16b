import { describe, expect, it } from 'vitest';
import {
  changeInvoiceLine,
  chargeFromInvoice,
  demoInvoice,
  invoiceObjectSchema,
  oneMonthBefore,
  periodStartOf,
  planInvoiceLines,
  prorationCents,
  receiptMail,
  receiptNumber,
  welcomeMail,
} from '../charges';
import type { BillingPrices } from '../billing';

const PRICES: BillingPrices = {
  reserve: 'price_reserve',
  elite: 'price_elite',
  crown: 'price_crown',
  full_coverage: 'price_fc',
  select_access: 'price_sa',
};
const at = (iso: string) => new Date(iso);
const NONE = { full_coverage: false, select_access: false };

describe('prorationCents', () => {
  const period = { periodStart: at('2026-03-01T00:00:00Z'), periodEnd: at('2026-04-01T00:00:00Z') };

  it('charges the whole difference at the start of the period and nothing at its end', () => {
    const change = { ...period, fromMonthlyCents: 4_900, toMonthlyCents: 12_900 };
    expect(prorationCents({ ...change, at: period.periodStart })).toBe(8_000);
    expect(prorationCents({ ...change, at: period.periodEnd })).toBe(0);
    expect(prorationCents({ ...change, at: at('2026-05-01T00:00:00Z') })).toBe(0);
  });

  it('charges the difference for the part of the period still to come, to the cent', () => {
    // 10 of March's 31 days left: $80 × 10/31 = $25.806… → $25.81.
    expect(
      prorationCents({
        ...period,
        fromMonthlyCents: 4_900,
        toMonthlyCents: 12_900,
        at: at('2026-03-22T00:00:00Z'),
      }),
    ).toBe(2_581);
  });

  it('never charges for a cheaper plan', () => {
    expect(
      prorationCents({
        ...period,
        fromMonthlyCents: 24_900,
        toMonthlyCents: 4_900,
        at: at('2026-03-10T00:00:00Z'),
      }),
    ).toBe(0);
  });
});

describe('billing periods', () => {
  it('goes back one calendar month, the 31st to a shorter month’s last day', () => {
    expect(oneMonthBefore(at('2026-03-31T10:00:00Z'))).toEqual(at('2026-02-28T10:00:00Z'));
    expect(oneMonthBefore(at('2026-01-15T00:00:00Z'))).toEqual(at('2025-12-15T00:00:00Z'));
  });

  it('a first period that began with the membership starts then', () => {
    expect(
      periodStartOf({
        current_period_end: at('2026-04-01T00:00:00Z'),
        started_at: at('2026-03-10T00:00:00Z'),
      }),
    ).toEqual(at('2026-03-10T00:00:00Z'));
  });
});

describe('receiptNumber', () => {
  it('is the same for the same charge, and names its day', () => {
    const day = at('2026-03-01T12:00:00Z');
    expect(receiptNumber('in_demo_ab12cd34ef', day)).toBe('UL-20260301-CD34EF');
    expect(receiptNumber('in_demo_ab12cd34ef', day)).toBe(receiptNumber('in_demo_ab12cd34ef', day));
  });
});

describe('chargeFromInvoice', () => {
  it('a demo membership invoice: what it was for, its lines, discount and total', () => {
    const invoice = demoInvoice({
      id: 'in_demo_1',
      uid: 'u1',
      customerId: 'cus_demo_u1',
      subscriptionId: 'sub_demo_u1',
      billingReason: 'subscription_create',
      lines: planInvoiceLines({ tier: 'elite', addOns: { ...NONE, full_coverage: true } }, PRICES),
      discounts: [2_580],
      period: { start: at('2026-03-01T00:00:00Z'), end: at('2026-04-01T00:00:00Z') },
      at: at('2026-03-01T00:00:00Z'),
    });
    const charge = chargeFromInvoice(invoiceObjectSchema.parse(invoice), 'paid', PRICES, 'demo');
    expect(charge).toMatchObject({
      kind: 'membership',
      tier: 'elite',
      description: 'Elite membership, March 1, 2026 to April 1, 2026',
      lines: [
        { label: 'Elite membership', cents: 12_900 },
        { label: 'Full Coverage Protection', cents: 1_900 },
        { label: 'Discount', cents: -2_580 },
      ],
      amount_cents: 12_220,
      status: 'paid',
      invoice_url: null,
      receipt_number: 'UL-20260301-NDEMO1',
    });
  });

  it('a demo upgrade invoice reads as the upgrade, a demo add-on invoice as the add-on', () => {
    const common = {
      uid: 'u1',
      customerId: 'c',
      subscriptionId: 's',
      billingReason: 'subscription_update' as const,
      period: { start: at('2026-03-15T00:00:00Z'), end: at('2026-04-01T00:00:00Z') },
      at: at('2026-03-15T00:00:00Z'),
    };
    const reserve = { tier: 'reserve' as const, addOns: NONE };
    const upgrade = demoInvoice({
      ...common,
      id: 'in_up',
      lines: [
        changeInvoiceLine(
          reserve,
          { tier: 'crown', addOns: NONE },
          10_968,
          PRICES,
          common.period.end,
        ),
      ],
    });
    expect(
      chargeFromInvoice(invoiceObjectSchema.parse(upgrade), 'paid', PRICES, 'demo'),
    ).toMatchObject({
      kind: 'plan_change',
      tier: 'crown',
      description: 'Upgrade to Crown: the difference for the rest of the billing period',
      lines: [{ label: 'Reserve to Crown, until April 1, 2026', cents: 10_968 }],
      amount_cents: 10_968,
    });
    const addOn = demoInvoice({
      ...common,
      id: 'in_add',
      lines: [
        changeInvoiceLine(
          reserve,
          { tier: 'reserve', addOns: { ...NONE, select_access: true } },
          1_590,
          PRICES,
          common.period.end,
        ),
      ],
    });
    expect(
      chargeFromInvoice(invoiceObjectSchema.parse(addOn), 'paid', PRICES, 'demo'),
    ).toMatchObject({
      kind: 'add_on',
      description: 'Select Access added: the rest of the billing period',
    });
  });

  it('a Stripe invoice (API 2025 shape): hosted invoice, number, tax and Stripe’s line words', () => {
    const invoice = invoiceObjectSchema.parse({
      id: 'in_1Q',
      customer: 'cus_1',
      number: 'A1B2-0003',
      billing_reason: 'subscription_cycle',
      amount_paid: 14_000,
      total: 14_000,
      currency: 'usd',
      created: 1_775_000_000,
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_abc',
      status_transitions: { paid_at: 1_775_000_100 },
      parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1' } } },
      lines: {
        data: [
          {
            description: '1 × Elite (at $129.00 / month)',
            amount: 12_900,
            period: { start: 1_775_000_000, end: 1_777_592_000 },
            pricing: { price_details: { price: 'price_elite' } },
          },
        ],
      },
      total_taxes: [{ amount: 1_100 }],
    });
    expect(chargeFromInvoice(invoice, 'paid', PRICES, 'stripe')).toMatchObject({
      kind: 'membership',
      tier: 'elite',
      receipt_number: 'A1B2-0003',
      invoice_url: 'https://invoice.stripe.com/i/acct_1/test_abc',
      tax_cents: 1_100,
      amount_cents: 14_000,
      charged_at: new Date(1_775_000_100_000),
      lines: [{ label: '1 × Elite (at $129.00 / month)', cents: 12_900 }],
    });
  });

  it('a failed payment records what was due', () => {
    const invoice = invoiceObjectSchema.parse({
      id: 'in_f',
      customer: 'cus_1',
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      amount_due: 4_900,
      created: 1_775_000_000,
      subscription: 'sub_1',
      lines: { data: [{ amount: 4_900, price: { id: 'price_reserve' } }] },
    });
    expect(chargeFromInvoice(invoice, 'failed', PRICES, 'stripe')).toMatchObject({
      status: 'failed',
      amount_cents: 4_900,
      lines: [{ label: 'Reserve membership', cents: 4_900 }],
    });
  });
});

describe('emails', () => {
  it('a receipt says the amount, what for, and links the receipt', () => {
    const mail = receiptMail(
      'in_1',
      {
        user_id: 'u1',
        description: 'Elite membership, March 1, 2026 to April 1, 2026',
        amount_cents: 12_900,
        charged_at: at('2026-03-01T00:00:00Z'),
        receipt_number: 'UL-20260301-0000IN1',
        mode: 'stripe',
      },
      'ada@example.com',
      'https://invoice.stripe.com/i/x',
      at('2026-03-01T00:00:00Z'),
    );
    expect(mail.message.subject).toBe('Your Unlimited receipt for $129.00');
    expect(mail.message.text).toContain('We received your payment of $129.00.');
    expect(mail.message.text).toContain('Your receipt: https://invoice.stripe.com/i/x');
    expect(mail.meta).toEqual({ kind: 'receipt', user_id: 'u1', charge_id: 'in_1' });
  });

  it('a welcome names the tier and links the closet', () => {
    const mail = welcomeMail(
      'u1',
      'crown',
      'ada@example.com',
      { closet: 'https://x/closet', membership: 'https://x/membership-manage' },
      at('2026-03-01T00:00:00Z'),
    );
    expect(mail.message.subject).toBe('Welcome to Unlimited, your Crown membership is active');
    expect(mail.message.html).toContain('href="https://x/closet"');
  });
});
