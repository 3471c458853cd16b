import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@unlimited/domain';
import { BillingSummary } from '@/features/dashboard/components/billing-summary';
import { subscriptionFixture } from '@/testing/fixtures/members';

function renderSummary(subscription: Subscription) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <BillingSummary subscription={subscription} failed={false} />,
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
});
