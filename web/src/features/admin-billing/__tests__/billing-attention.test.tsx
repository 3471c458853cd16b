import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingEventRecord } from '@unlimited/domain';
import type { BillingAttentionState } from '../api/get-billing-attention';
import { BillingAttention } from '../components/billing-attention';

let state: BillingAttentionState;
vi.mock('../api/get-billing-attention', () => ({ useBillingAttention: () => state }));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

function waiting(overrides: Partial<BillingEventRecord> = {}): BillingEventRecord {
  return {
    id: 'evt_1',
    state: 'needs_attention',
    type: 'customer.subscription.created',
    created: hoursAgo(5),
    outcome: null,
    mode: 'stripe',
    received_at: hoursAgo(5),
    last_received_at: hoursAgo(1),
    attempts: 4,
    problem: 'unknown_price',
    message:
      'sub_9 (customer.subscription.created) is billed with price_x, none of which is a membership price set in STRIPE_PRICE_RESERVE, _ELITE or _CROWN: set the price ids and Stripe’s next retry applies it.',
    expire_at: hoursAgo(-800),
    ...overrides,
  };
}

beforeEach(() => {
  state = { status: 'loading', events: [], more: false };
});

describe('billing attention on the admin dashboard', () => {
  it('shows nothing while loading or when no event needs attention', () => {
    const { container, rerender } = render(<BillingAttention />);
    expect(container).toBeEmptyDOMElement();
    state = { status: 'success', events: [], more: false };
    rerender(<BillingAttention />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each event with what is wrong in a sentence, its id and its retries', () => {
    state = {
      status: 'success',
      events: [
        waiting(),
        waiting({
          id: 'evt_2',
          problem: 'unknown_member',
          message: 'sub_7 belongs to no member.',
          attempts: 1,
        }),
      ],
      more: false,
    };
    render(<BillingAttention />);
    const region = screen.getByRole('region', { name: 'Billing needs attention' });
    expect(region).toHaveTextContent('2 Stripe events could not be matched to a member');
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('is billed with price_x');
    expect(items[0]).toHaveTextContent('evt_1');
    expect(items[0]).toHaveTextContent('4 attempts');
    expect(items[1]).toHaveTextContent('sub_7 belongs to no member.');
    expect(items[1]).toHaveTextContent('1 attempt');
  });

  it('says when the list could not be read, not that nothing needs attention', () => {
    state = { status: 'error', events: [], more: false };
    render(<BillingAttention />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load the billing events needing attention',
    );
  });
});
