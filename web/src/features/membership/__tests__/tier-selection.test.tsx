import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIER_LIST, type Order } from '@unlimited/domain';
import { useChangeTier } from '@/features/membership/api/change-tier';
import { useMembership } from '@/features/membership/api/get-membership';
import { TierSelection, type PlanChange } from '@/features/membership/components/tier-selection';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import { changeResult, order, subscriptionFixture } from './fixtures';
import { CallableError } from '@/lib/callable';

vi.mock('@/features/membership/api/get-membership', () => ({ useMembership: vi.fn() }));
vi.mock('@/lib/my-invitation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMyInvitation: () => ({ status: 'none' }),
}));
vi.mock('@/features/membership/api/change-tier', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useChangeTier: vi.fn(),
}));

const changeTier = vi.fn();

function renderTiers(uid: string | null, change: PlanChange | null, orders: Order[] = []) {
  vi.mocked(useMembership).mockReturnValue({
    status: 'success',
    subscription: subscriptionFixture({ plan_name: 'elite' }),
    orders,
  });
  return renderRoutes(
    [
      { path: '/signup/tier-selection', element: <TierSelection uid={uid} change={change} /> },
      { path: '/membership-manage', element: <h1>Manage</h1> },
      { path: '/waitlist', element: <h1>Waitlist</h1> },
    ],
    '/signup/tier-selection',
  );
}

beforeEach(() => {
  changeTier.mockReset();
  vi.mocked(useMembership).mockClear();
  vi.mocked(useChangeTier).mockReturnValue(changeTier);
});

describe('tier selection', () => {
  it('shows three tier cards with their flags and one feature list, and Select Access as an add-on', () => {
    renderTiers(null, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Access' })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Reserve',
      'Elite',
      'Crown',
    ]);
    for (const [card, flag] of [
      [cards[0], 'Starter'],
      [cards[1], 'Most Loved'],
      [cards[2], 'VIP'],
    ] as const) {
      expect(within(card!).getByText(flag)).toBeVisible();
    }
    for (const tier of TIER_LIST) {
      const list = screen.getByRole('list', { name: `What ${tier.name} includes` });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(tier.features);
    }
    expect(within(cards[0]!).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    // Not a fourth tier: an add-on panel of its own, with what it opens.
    const select = screen.getByRole('region', { name: /Select Access/ });
    expect(select).toHaveTextContent('Add-on');
    expect(select).toHaveTextContent('+$29/month');
    expect(select).toHaveTextContent('Reserve members also see Elite pieces');
    expect(within(select).getByRole('link', { name: 'ADD ON' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(useMembership).not.toHaveBeenCalled();
  });

  it('lets an Elite member upgrade to Crown only, through changeTier', async () => {
    changeTier.mockResolvedValue(changeResult('Your membership is now Crown.'));
    const { user, router } = renderTiers('uid-ada', 'upgrade');
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Reserve' })).toBeNull();
    expect(screen.getByText('Current Plan')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Crown' }));
    // Charged at once: nothing changes before the member confirms what it costs.
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Crown?' });
    expect(changeTier).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Your plan changes from Elite to Crown today.');
    expect(dialog).toHaveTextContent(
      /You pay \$\d+\.\d\d today \(the difference for the rest of this billing period\), then \$268\.00 a month from \w+ \d+, \d{4}\./,
    );
    expect(dialog).toHaveTextContent('Select Access ends with this change.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(changeTier).toHaveBeenCalledWith({ tier: 'crown' });
    expect(await findToast('Your membership is now Crown.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/membership-manage');
  });

  it('leaves the plan as it was when the member cancels the upgrade, or presses Escape', async () => {
    const { user, router } = renderTiers('uid-ada', 'upgrade');
    const upgrade = screen.getByRole('button', { name: 'Upgrade to Crown' });
    await user.click(upgrade);
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Crown?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(upgrade).toHaveFocus();
    await user.click(upgrade);
    await screen.findByRole('alertdialog', { name: 'Upgrade to Crown?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changeTier).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/signup/tier-selection');
  });

  it('keeps the upgrade’s confirmation open with the server’s reason when it fails', async () => {
    changeTier.mockRejectedValue(
      new CallableError('failed-precondition', 'Your card was declined.'),
    );
    const { user, router } = renderTiers('uid-ada', 'upgrade');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Crown' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Crown?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(router.state.location.pathname).toBe('/signup/tier-selection');
  });

  it('refuses a downgrade while a bag is out, with the spec’s message', async () => {
    const { user } = renderTiers('uid-ada', 'downgrade', [order('delivered')]);
    await user.click(screen.getByRole('button', { name: 'Downgrade to Reserve' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must return your current bag to downgrade your membership.',
    );
    expect(changeTier).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a change', async () => {
    changeTier.mockRejectedValue(
      new CallableError(
        'failed-precondition',
        'You need an active membership to make this change.',
      ),
    );
    const { user } = renderTiers('uid-ada', 'downgrade');
    await user.click(screen.getByRole('button', { name: 'Downgrade to Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need an active membership to make this change.',
    );
  });

  it('shows the new monthly price and when it applies before the member confirms', () => {
    renderTiers('uid-ada', 'upgrade');
    const crown = screen.getByRole('article', { name: 'Crown' });
    // Elite with both add-ons: Crown keeps Full Coverage, Select Access ends.
    expect(crown).toHaveTextContent(/You pay \$\d+\.\d\d today/);
    expect(crown).toHaveTextContent(/then \$268\.00 a month from/);
    expect(crown).toHaveTextContent('Select Access ends with this change.');
  });

  it('says a downgrade applies at the end of the period, with the bag returned first', () => {
    renderTiers('uid-ada', 'downgrade');
    const reserve = screen.getByRole('article', { name: 'Reserve' });
    expect(reserve).toHaveTextContent(/New monthly price: \$78\/month from \w+ \d+, \d{4}\./);
    expect(reserve).toHaveTextContent('Your current bag must be returned first.');
    expect(reserve).toHaveTextContent('Full Coverage Protection ends with this change.');
  });
});
