import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionDiscount } from '@unlimited/domain';
import { BillingSummary } from '@/features/dashboard/components/billing-summary';
import { subscriptionFixture } from '@/testing/fixtures/members';

function renderSummary(subscription: Subscription, now?: Date) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <BillingSummary subscription={subscription} failed={false} {...(now ? { now } : {})} />
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const view = render(<RouterProvider router={router} />);
  const summary = () => screen.getByRole('region', { name: 'Billing Summary' });
  const value = (term: string) =>
    within(summary()).getByText(term).nextElementSibling?.textContent ?? '';
  return { view, value };
}

describe('the dashboard billing summary', () => {
  it('charges the plan and its add-ons', () => {
    const { value } = renderSummary(
      subscriptionFixture({ add_ons: { full_coverage: true, select_access: true } }),
    );
    expect(value('Monthly price')).toBe('$177/month'); // 129 + 19 + 29
    expect(value('Add-ons')).toBe('Full Coverage Protection, Select Access');
  });

  it('shows what a member who joined with WELCOME20 pays now, the list price beside it and until when', () => {
    const discount: SubscriptionDiscount = {
      code: 'WELCOME20',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'repeating',
      duration_in_months: 3,
      ends_at: new Date('2026-09-15T12:00:00Z'),
    };
    const subscription = subscriptionFixture({ coupon_code: 'WELCOME20', discount });
    const during = renderSummary(subscription, new Date('2026-07-01T12:00:00Z'));
    // Elite with Full Coverage: $148 a month, 20% off.
    expect(during.value('Monthly price')).toBe(
      '$118.40/month list price $148WELCOME20: 20% off until September 15, 2026, then $148/month',
    );
    expect(screen.getByText('$118.40/month')).toBeVisible();
    expect(screen.getByText('$148', { selector: 's' })).toBeVisible();
    during.view.unmount();

    const after = renderSummary(subscription, new Date('2026-09-15T12:00:00Z'));
    expect(after.value('Monthly price')).toBe('$148/month');
  });

  it('leaves a removed add-on out of the monthly price and says when it ends', () => {
    const { value } = renderSummary(
      subscriptionFixture({
        add_ons: { full_coverage: true, select_access: true },
        add_ons_ending: ['select_access'],
      }),
    );
    expect(value('Monthly price')).toBe('$148/month'); // 129 + 19
    expect(value('Add-ons')).toBe('Full Coverage Protection, Select Access (ends July 15, 2026)');
  });

  it('says when a scheduled pause starts, as it says when a scheduled cancel ends access', () => {
    const paused = renderSummary(subscriptionFixture({ pause_requested_at: new Date() }));
    expect(paused.value('Pauses on')).toBe('July 15, 2026');
    expect(screen.queryByText('Next billing date')).toBeNull();
    paused.view.unmount();
    const cancelling = renderSummary(subscriptionFixture({ cancel_at_period_end: true }));
    expect(cancelling.value('Access until')).toBe('July 15, 2026');
    cancelling.view.unmount();
    const { value } = renderSummary(subscriptionFixture());
    expect(value('Next billing date')).toBe('July 15, 2026');
  });

  it('a paused membership says paused and when it resumes, with no price and no billing date', () => {
    const { value } = renderSummary(
      subscriptionFixture({
        status: 'paused',
        pause_requested_at: new Date('2026-06-01T12:00:00Z'),
        pause_resumes_at: new Date('2026-09-15T12:00:00Z'),
      }),
    );
    expect(value('Plan')).toBe('Elite · Paused');
    expect(value('Resumes on')).toBe('September 15, 2026');
    expect(screen.queryByText('Monthly price')).toBeNull();
    expect(screen.queryByText('Next billing date')).toBeNull();
    expect(screen.getByRole('region', { name: 'Billing Summary' })).not.toHaveTextContent('$');
  });

  it('a cancellation at the end of the minimum term gives access until that day', () => {
    const { value } = renderSummary(
      subscriptionFixture({ cancel_at: new Date('2026-08-20T12:00:00Z') }),
    );
    expect(value('Access until')).toBe('August 20, 2026');
  });
});
