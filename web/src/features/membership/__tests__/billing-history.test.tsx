import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Charge } from '@unlimited/domain';
import { useCharge, useCharges } from '@/features/membership/api/get-charges';
import { BillingHistory } from '@/features/membership/components/billing-history';
import { Receipt } from '@/features/membership/components/receipt';
import { renderRoutes } from '@/testing/render-routes';

vi.mock('@/features/membership/api/get-charges', () => ({
  useCharges: vi.fn(),
  useCharge: vi.fn(),
}));

const at = new Date('2026-11-01T15:00:00Z');
function charge(overrides: Partial<Charge> = {}): Charge {
  return {
    id: 'in_demo_1',
    user_id: 'uid-ada',
    kind: 'membership',
    description: 'Elite membership, November 1, 2026 to December 1, 2026',
    lines: [
      { label: 'Elite membership', cents: 12_900 },
      { label: 'Discount', cents: -2_580 },
    ],
    tax_cents: 0,
    amount_cents: 10_320,
    refunded_cents: 0,
    currency: 'usd',
    status: 'paid',
    charged_at: at,
    receipt_number: 'UL-20261101-00DEMO1',
    mode: 'demo',
    invoice_url: null,
    payment_intent_id: null,
    tier: 'elite',
    period_start: at,
    period_end: new Date('2026-12-01T15:00:00Z'),
    order_id: null,
    order_ids: [],
    add_ons_joined_at: null,
    billed_to_name: 'Ada Lovelace',
    billed_to_email: 'ada@example.com',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

beforeEach(() => vi.clearAllMocks());

describe('Billing History', () => {
  it('lists each charge with its date, what it was for, amount, status and receipt', () => {
    vi.mocked(useCharges).mockReturnValue({
      status: 'success',
      charges: [
        charge(),
        charge({
          id: 'in_stripe_2',
          description: 'Upgrade to Crown: the difference for the rest of the billing period',
          amount_cents: 6_000,
          status: 'refunded',
          refunded_cents: 6_000,
          invoice_url: 'https://invoice.stripe.com/i/acct/test_2',
          receipt_number: 'AB12-0002',
        }),
        charge({ id: 'in_failed', status: 'failed', description: 'Elite membership, failed' }),
      ],
    });
    renderRoutes([{ path: '/b', element: <BillingHistory uid="uid-ada" /> }], '/b');
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('November 1, 2026');
    expect(rows[0]).toHaveTextContent('$103.20');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'View receipt UL-20261101-00DEMO1' })).toHaveAttribute(
      'href',
      '/receipts/in_demo_1',
    );
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(screen.getByRole('link', { name: /View invoice AB12-0002/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/acct/test_2',
    );
    // A failed payment has no receipt.
    expect(rows[2]).toHaveTextContent('Payment failed');
    expect(rows[2]?.querySelector('a')).toBeNull();
  });

  it('says so when there is nothing yet', () => {
    vi.mocked(useCharges).mockReturnValue({ status: 'success', charges: [] });
    renderRoutes([{ path: '/b', element: <BillingHistory uid="uid-ada" /> }], '/b');
    expect(screen.getByText(/No charges yet/)).toBeVisible();
  });

  it('says so when it cannot load', () => {
    vi.mocked(useCharges).mockReturnValue({ status: 'error', charges: [] });
    renderRoutes([{ path: '/b', element: <BillingHistory uid="uid-ada" /> }], '/b');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your billing history');
  });
});

describe('Receipt', () => {
  it('shows the receipt number, date, who was billed, the lines and the total', () => {
    vi.mocked(useCharge).mockReturnValue({ status: 'success', charge: charge() });
    renderRoutes([{ path: '/r', element: <Receipt chargeId="in_demo_1" /> }], '/r');
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('UL-20261101-00DEMO1');
    expect(receipt).toHaveTextContent('November 1, 2026');
    expect(receipt).toHaveTextContent('Ada Lovelace');
    expect(receipt).toHaveTextContent('Elite membership$129.00');
    expect(receipt).toHaveTextContent('Discount−$25.80');
    expect(receipt).toHaveTextContent('Total paid$103.20');
    expect(screen.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  });

  it('another member’s receipt (refused by the rules) reads as not found', () => {
    vi.mocked(useCharge).mockReturnValue({ status: 'error', charge: null });
    renderRoutes([{ path: '/r', element: <Receipt chargeId="theirs" /> }], '/r');
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });
});
