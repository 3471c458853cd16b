import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncExternalStore } from 'react';
import {
  CANCEL_SUCCESS,
  CHANGE_PROCESSING,
  swapDate,
  type Order,
  type Subscription,
} from '@unlimited/domain';
import { useAcceptRetentionOffer } from '@/features/membership/api/accept-retention-offer';
import { useCancelMembership } from '@/features/membership/api/cancel-membership';
import { useOpenBillingPortal } from '@/features/membership/api/open-billing-portal';
import { useResumeMembership } from '@/features/membership/api/resume-membership';
import { useMembership } from '@/features/membership/api/get-membership';
import { usePauseMembership } from '@/features/membership/api/pause-membership';
import { useRemoveAddOn } from '@/features/membership/api/remove-add-on';
import { useAddAddOn } from '@/features/membership/api/add-add-on';
import { MembershipManage } from '@/features/membership/components/membership-manage';
import type * as CallableModule from '@/lib/callable';
import { DAY } from '@/testing/fixtures/members';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import { changeResult, daysAgo, order, subscriptionFixture } from './fixtures';
import { NOW, freezeClock } from '@/testing/clock';
import { CallableError } from '@/lib/callable';
import { eventually } from '@/testing/eventually';

vi.mock('@/features/membership/api/get-membership', () => ({ useMembership: vi.fn() }));
// previewCharge (Stripe's invoice preview, asked when a Stripe-billed change is confirmed).
const previewCharge = vi.fn();
vi.mock('@/lib/callable', async (importOriginal) => {
  const original = await importOriginal<typeof CallableModule>();
  return {
    ...original,
    useCallable: (name: Parameters<typeof original.useCallable>[0]) =>
      name === 'previewCharge' ? previewCharge : original.useCallable(name),
  };
});
vi.mock('@/features/membership/api/pause-membership', () => ({ usePauseMembership: vi.fn() }));
vi.mock('@/features/membership/api/cancel-membership', () => ({ useCancelMembership: vi.fn() }));
vi.mock('@/features/membership/api/open-billing-portal', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOpenBillingPortal: vi.fn(),
}));
vi.mock('@/features/membership/api/resume-membership', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useResumeMembership: vi.fn(),
}));
vi.mock('@/features/membership/api/accept-retention-offer', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAcceptRetentionOffer: vi.fn(),
}));
vi.mock('@/features/membership/api/remove-add-on', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRemoveAddOn: vi.fn(),
}));
vi.mock('@/features/membership/api/add-add-on', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAddAddOn: vi.fn(),
}));

/** The day the swap clock of a bag delivered `age` days ago unlocks, as the dashboard says it. */
/** "February 24, 2027", as the price line names the day a promotion ends. */
function longDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

function unlockDay(age: number, periodDays: number): string {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return swapDate(new Date(daysAgo(age).getTime() + periodDays * DAY), local);
}

const pause = vi.fn();
const cancel = vi.fn();
const acceptOffer = vi.fn();
const removeAddOn = vi.fn();
const addAddOn = vi.fn();
const resume = vi.fn();
const openPortal = vi.fn();

function membership(
  subscription: Subscription | null = subscriptionFixture(),
  orders: Order[] = [],
) {
  vi.mocked(useMembership).mockReturnValue({ status: 'success', subscription, orders });
}

function renderManage() {
  return renderRoutes(
    [
      { path: '/membership-manage', element: <MembershipManage uid="uid-ada" /> },
      { path: '/signup/tier-selection', element: <h1>Tier selection</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/membership-manage',
  );
}

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Cancel Membership' }));
  return screen.findByRole('dialog', { name: 'Cancel your membership?' });
}

async function openPause(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pause Membership' }));
  return screen.findByRole('dialog', { name: 'Pause your membership' });
}

/*
 * The membership document as the page reads it live: `live` starts it, `billingWrites`
 * is billing's webhook writing it (the page re-renders as reactfire would make it).
 */
let current: Subscription | null = null;
const listeners = new Set<() => void>();
function live(subscription: Subscription) {
  current = subscription;
  vi.mocked(useMembership).mockImplementation(() => {
    const subscriptionNow = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => current,
    );
    return { status: 'success', subscription: subscriptionNow, orders: [] };
  });
}
function billingWrites(subscription: Subscription) {
  act(() => {
    current = subscription;
    for (const listener of listeners) listener();
  });
}

// The bags' and the billing dates are days before or after now.
freezeClock();

beforeEach(() => {
  for (const fn of [pause, cancel, acceptOffer, removeAddOn, addAddOn, resume]) fn.mockReset();
  vi.mocked(useResumeMembership).mockReturnValue(resume);
  vi.mocked(useOpenBillingPortal).mockReturnValue(openPortal);
  openPortal.mockReset();
  vi.mocked(usePauseMembership).mockReturnValue(pause);
  vi.mocked(useCancelMembership).mockReturnValue(cancel);
  vi.mocked(useAcceptRetentionOffer).mockReturnValue(acceptOffer);
  vi.mocked(useRemoveAddOn).mockReturnValue(removeAddOn);
  vi.mocked(useAddAddOn).mockReturnValue(addAddOn);
  membership();
});

describe('/membership-manage', () => {
  it('shows plan, next billing date, swap eligibility and days left', () => {
    membership(subscriptionFixture(), [order('active_rental', 5)]);
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Plan').nextElementSibling).toHaveTextContent(
      /^Elite · \$129\/month$/,
    );
    // Elite swaps every 21 days: delivered 5 days ago, so 16 days to go.
    expect(within(plan).getByText(`Not Available until ${unlockDay(5, 21)}`)).toBeVisible();
    expect(within(plan).getByText('11')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows what a member who joined with a promotion pays, beside the list price, until when', () => {
    const endsAt = new Date(Date.now() + 40 * DAY);
    membership(
      subscriptionFixture({
        coupon_code: 'WELCOME20',
        discount: {
          code: 'WELCOME20',
          kind: 'percent',
          percent_off: 20,
          amount_off_cents: null,
          duration: 'repeating',
          duration_in_months: 3,
          ends_at: endsAt,
        },
      }),
    );
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    const price = within(plan).getByText('Plan').nextElementSibling;
    expect(price).toHaveTextContent(
      `Elite · $103.20/month list price $129WELCOME20: 20% off until ${longDay(endsAt)}, then $129/month`,
    );
    expect(within(plan).getByText('$103.20/month')).toBeVisible();
  });

  it('shows the list price once the promotion has ended', () => {
    membership(
      subscriptionFixture({
        coupon_code: 'WELCOME20',
        discount: {
          code: 'WELCOME20',
          kind: 'percent',
          percent_off: 20,
          amount_off_cents: null,
          duration: 'repeating',
          duration_in_months: 3,
          ends_at: daysAgo(1),
        },
      }),
    );
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Plan').nextElementSibling).toHaveTextContent(
      /^Elite · \$129\/month$/,
    );
    expect(within(plan).queryByText(/WELCOME20/)).toBeNull();
  });

  it('does not offer a swap for a bag still on its way, however old the order', () => {
    membership(subscriptionFixture(), [order('in_transit', 30)]);
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Not Available: your bag is on its way')).toBeVisible();
  });

  it('names the day a bag sent back early frees its slot, not "Available"', () => {
    membership(subscriptionFixture(), [order('return_pending', 5)]);
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText(`Not Available until ${unlockDay(5, 21)}`)).toBeVisible();
    expect(within(plan).queryByText('Available')).toBeNull();
  });

  it('names the day too once the early return has arrived back', () => {
    membership(subscriptionFixture({ plan_name: 'reserve' }), [order('completed', 10)]);
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText(`Not Available until ${unlockDay(10, 30)}`)).toBeVisible();
  });

  it('says a swap is available once the returned bag’s clock has unlocked', () => {
    membership(subscriptionFixture(), [order('return_pending', 21)]);
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Available')).toBeVisible();
  });

  it('says a swap is available once the bag’s period has passed', () => {
    membership(subscriptionFixture(), [order('active_rental', 30)]);
    renderManage();
    expect(screen.getByText('Available')).toBeVisible();
  });

  it('asks before removing an add-on, says until when it stays, and then what happened', async () => {
    const periodEnd = new Date('2026-12-10T12:00:00Z');
    membership(subscriptionFixture({ current_period_end: periodEnd }));
    let answer: (value: ReturnType<typeof changeResult>) => void = () => {};
    removeAddOn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Remove Full Coverage Protection' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Full Coverage Protection?',
    });
    expect(dialog).toHaveTextContent(
      'Full Coverage Protection stays on your membership until December 10, 2026, then ends. It is not billed after that.',
    );
    expect(removeAddOn).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(removeAddOn).toHaveBeenCalledWith({ addOn: 'full_coverage' });
    // While the server works: said on the button, nothing can be pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(changeResult('Full Coverage Protection ends December 10, 2026.'));
    expect(await findToast('Full Coverage Protection ends December 10, 2026.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('removes nothing when the member cancels the removal', async () => {
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Remove Select Access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Select Access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removeAddOn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Select Access' })).toHaveFocus();
  });

  it('keeps an ending add-on with its own toast, busy while the server works', async () => {
    membership(subscriptionFixture({ add_ons_ending: ['full_coverage'] }));
    let answer: (value: ReturnType<typeof changeResult>) => void = () => {};
    addAddOn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Keep Full Coverage Protection' }));
    expect(addAddOn).toHaveBeenCalledWith({ addOn: 'full_coverage' });
    const keep = screen.getByRole('button', { name: 'Keep Full Coverage Protection' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveTextContent('Keeping...');
    answer(changeResult('Full Coverage Protection stays on your membership.'));
    expect(await findToast('Full Coverage Protection stays on your membership.')).toBeVisible();
    expect(keep).toBeEnabled();
  });

  it('adds an add-on the tier allows, and says which it does not', async () => {
    membership(
      subscriptionFixture({
        plan_name: 'reserve',
        add_ons: { full_coverage: false, select_access: false },
      }),
    );
    addAddOn.mockResolvedValue(changeResult('Select Access is now part of your membership.'));
    const { user } = renderManage();
    expect(screen.queryByRole('button', { name: 'Add Full Coverage Protection' })).toBeNull();
    expect(
      screen.getByText(/Full Coverage Protection is available with Elite and Crown memberships/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Select Access' }));
    // Billed at once: nothing is charged before the member confirms the new price.
    const dialog = await screen.findByRole('alertdialog', { name: 'Add Select Access?' });
    expect(addAddOn).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Select Access joins your Reserve membership today.');
    // What is charged today (the maths: domain charges.test.ts), then the new monthly bill.
    expect(dialog).toHaveTextContent(
      /You pay \$\d+\.\d\d today \(the difference for the rest of this billing period\), then \$78\.00 a month from \w+ \d+, \d{4}\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(addAddOn).toHaveBeenCalledWith({ addOn: 'select_access' });
    expect(await findToast('Select Access is now part of your membership.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('adds nothing when the member cancels the add-on, or presses Escape', async () => {
    membership(subscriptionFixture({ add_ons: { full_coverage: false, select_access: false } }));
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Add Full Coverage Protection' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Add Full Coverage Protection?',
    });
    // Elite $129 + Full Coverage $19.
    expect(dialog).toHaveTextContent(/then \$148\.00 a month from/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Full Coverage Protection' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Select Access' }));
    await screen.findByRole('alertdialog', { name: 'Add Select Access?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(addAddOn).not.toHaveBeenCalled();
  });

  it('keeps the confirmation open with the reason when adding fails', async () => {
    membership(subscriptionFixture({ add_ons: { full_coverage: false, select_access: false } }));
    addAddOn.mockRejectedValue(new CallableError('failed-precondition', 'Your card was declined.'));
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Add Select Access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add Select Access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('shows a scheduled downgrade with Keep My Plan', async () => {
    membership(
      subscriptionFixture({ pending_plan_name: 'reserve', add_ons_ending: ['full_coverage'] }),
    );
    resume.mockResolvedValue(changeResult('Your membership will continue as before.'));
    const { user } = renderManage();
    expect(screen.getByText(/Your plan changes to Reserve on/)).toBeVisible();
    // Reserve cannot have Full Coverage: it stays ending with the downgrade.
    expect(screen.queryByRole('button', { name: 'Keep Full Coverage Protection' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep My Plan' }));
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('shows an add-on already removed as ending, from the subscription', () => {
    membership(subscriptionFixture({ add_ons_ending: ['full_coverage'] }));
    renderManage();
    expect(screen.queryByRole('button', { name: 'Remove Full Coverage Protection' })).toBeNull();
    expect(screen.getByText(/Ends /)).toBeVisible();
  });

  it('goes to tier selection to upgrade', async () => {
    const { user, router } = renderManage();
    await user.click(screen.getByRole('link', { name: 'Upgrade Plan' }));
    expect(router.state.location.pathname).toBe('/signup/tier-selection');
    expect(router.state.location.search).toBe('?change=upgrade');
  });

  it('shows Downgrade Plan disabled with the reason beside it while a bag is out', () => {
    membership(subscriptionFixture(), [order('delivered')]);
    renderManage();
    const downgrade = screen.getByRole('button', { name: 'Downgrade Plan' });
    expect(downgrade).toBeDisabled();
    expect(downgrade).toHaveAccessibleDescription(
      'You must return your current bag to downgrade your membership.',
    );
    expect(
      screen.getByText('You must return your current bag to downgrade your membership.'),
    ).toBeVisible();
  });

  it('says the bag is on its way back when that blocks a downgrade', () => {
    membership(subscriptionFixture(), [order('return_pending')]);
    renderManage();
    expect(screen.getByRole('button', { name: 'Downgrade Plan' })).toHaveAccessibleDescription(
      /on its way back to us\. You can downgrade your membership once we have received it\./,
    );
  });

  it('goes to tier selection to downgrade once the bag is back', async () => {
    membership(subscriptionFixture(), [order('completed')]);
    const { user, router } = renderManage();
    const downgrade = screen.getByRole('button', { name: 'Downgrade Plan' });
    expect(downgrade).toBeEnabled();
    expect(downgrade).not.toHaveAccessibleDescription();
    await user.click(downgrade);
    expect(router.state.location.search).toBe('?change=downgrade');
  });

  it('Cancel Membership is on the page and first asks, offering $25 off; Accept Offer keeps the membership and cancels nothing', async () => {
    acceptOffer.mockResolvedValue(
      changeResult(
        "Great! Your next month will be $25 off. We're excited to keep you as a member!",
      ),
    );
    const periodEnd = new Date('2026-12-10T12:00:00Z');
    membership(subscriptionFixture({ current_period_end: periodEnd }));
    const { user } = renderManage();
    expect(screen.queryByRole('button', { name: 'Take a Break' })).toBeNull();
    const confirm = await openCancel(user);
    // A confirmation, not a cancellation.
    expect(cancel).not.toHaveBeenCalled();
    expect(within(confirm).getByText(/you keep access until December 10, 2026/)).toBeVisible();
    expect(within(confirm).getByText(/Before you go: stay with us and get \$25 off/)).toBeVisible();
    expect(confirm).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(confirm).getByRole('button', { name: 'Accept Offer' }));
    expect(acceptOffer).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    expect(await findToast(/Your next month will be \$25 off/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel Membership' }));
  });

  it('Cancel Anyway shows processing until the membership shows the cancellation billing applied, then one toast', async () => {
    live(subscriptionFixture());
    let finish: (value: ReturnType<typeof changeResult>) => void = () => {};
    cancel.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderManage();
    const confirm = await openCancel(user);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Anyway' }));
    expect(confirm).toHaveTextContent('Redirecting to subscription management...');
    expect(within(confirm).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    finish(changeResult(CANCEL_SUCCESS, { kind: 'cancel' }));
    // Billing has not written it yet: processing, and no success.
    expect(await screen.findByText(CHANGE_PROCESSING)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    billingWrites(subscriptionFixture({ cancel_at_period_end: true }));
    expect(await findToast(CANCEL_SUCCESS)).toBeVisible();
    expect(screen.queryByText(CHANGE_PROCESSING)).toBeNull();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(acceptOffer).not.toHaveBeenCalled();
  });

  it('inside the minimum term offers to cancel at its end, on its date, and shows it scheduled with an undo', async () => {
    // Began 40 days before Nov 24, 2026: the 90-day minimum term ends on Jan 13, 2027.
    const started = daysAgo(40);
    live(subscriptionFixture({ started_at: started }));
    const termEnd = new Date(started.getTime() + 90 * DAY);
    const message = `Your membership will end on January 13, 2027, at the end of your minimum term. You keep full access until then, and you can keep your membership any time before that date.`;
    cancel.mockResolvedValue(
      changeResult(message, { kind: 'cancel_at', at: termEnd.toISOString() }),
    );
    const { user } = renderManage();
    const confirm = await openCancel(user);
    expect(confirm).toHaveTextContent('Your 3-month minimum term ends on January 13, 2027.');
    await user.click(
      within(confirm).getByRole('button', {
        name: 'Cancel at the end of the minimum term, on January 13, 2027',
      }),
    );
    expect(cancel).toHaveBeenCalledTimes(1);
    billingWrites(subscriptionFixture({ started_at: started, cancel_at: termEnd }));
    expect(await findToast(message)).toBeVisible();
    expect(
      screen.getByText(
        'Your membership is set to cancel at the end of your minimum term, on January 13, 2027. You keep full access until then.',
      ),
    ).toBeVisible();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Membership ends').nextElementSibling).toHaveTextContent(
      'January 13, 2027',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Membership' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep My Membership' })).toBeVisible();
  });

  it('does not offer the retention discount twice: the confirmation only cancels', async () => {
    cancel.mockResolvedValue(changeResult('Subscription cancellation initiated.'));
    membership(
      subscriptionFixture({ retention_offer_applied_at: daysAgo(3), retention_credit_cents: 2500 }),
    );
    const { user } = renderManage();
    expect(screen.getByText('$25 off your next month')).toBeVisible();
    await openCancel(user);
    expect(screen.queryByRole('button', { name: 'Accept Offer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await findToast('Subscription cancellation initiated.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(acceptOffer).not.toHaveBeenCalled();
  });

  it('refuses to cancel or pause while a bag is out, saying why, without calling the server', async () => {
    membership(subscriptionFixture({ started_at: daysAgo(40) }), [order('in_transit')]);
    const { user } = renderManage();
    const confirm = await openCancel(user);
    expect(confirm).toHaveTextContent(
      'You must return your current bag to cancel your membership.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    const pauseDialog = await openPause(user);
    expect(pauseDialog).toHaveTextContent(
      'You must return your current bag to pause your membership.',
    );
    expect(pause).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('says the bag is on its way back when that is the only bag out', async () => {
    membership(subscriptionFixture(), [order('return_pending')]);
    const { user } = renderManage();
    const pauseDialog = await openPause(user);
    expect(pauseDialog).toHaveTextContent(
      'Your bag is on its way back to us. You can pause your membership once we have received it.',
    );
    await user.keyboard('{Escape}');
    const confirm = await openCancel(user);
    expect(confirm).toHaveTextContent(
      'Your bag is on its way back to us. You can cancel your membership once we have received it.',
    );
    expect(pause).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('shows a pending cancellation recorded on the subscription', () => {
    membership(
      subscriptionFixture({ cancel_at_period_end: true, cancel_requested_at: daysAgo(1) }),
    );
    renderManage();
    expect(screen.getByText(/^Your membership is set to cancel\./)).toHaveRole('status');
  });

  it('undoes a pending cancellation with Keep My Membership', async () => {
    membership(
      subscriptionFixture({ cancel_at_period_end: true, cancel_requested_at: daysAgo(1) }),
    );
    resume.mockResolvedValue(changeResult('Your membership will continue as before.'));
    const { user } = renderManage();
    await user.click(screen.getByRole('button', { name: 'Keep My Membership' }));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(await findToast('Your membership will continue as before.')).toBeVisible();
    // The notice and its button go with the cancellation: focus is on the plan, not the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Current Plan' }));
  });

  it('asks billing what a Stripe-billed add-on charges today when its confirmation opens', async () => {
    membership(
      subscriptionFixture({
        billing_mode: 'stripe',
        add_ons: { full_coverage: false, select_access: false },
      }),
    );
    previewCharge.mockResolvedValue({
      todayCents: 712,
      monthlyCents: 14_800,
      nextBillAt: '2026-12-01T00:00:00.000Z',
      text: 'You pay $7.12 today (the difference for the rest of this billing period), then $148.00 a month from December 1, 2026.',
      source: 'stripe',
    });
    const { user } = renderManage();
    // Nothing is asked of billing to show the page.
    expect(previewCharge).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add Full Coverage Protection' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Add Full Coverage Protection?',
    });
    await waitFor(() => expect(dialog).toHaveTextContent('You pay $7.12 today'));
    expect(previewCharge).toHaveBeenCalledWith({ addOn: 'full_coverage' });
    // Only Stripe's amount: the page's own sum is not shown beside it.
    expect(dialog.textContent?.match(/You pay/g)).toHaveLength(1);
  });

  it('links the billing history, for demo billing too', () => {
    membership(subscriptionFixture({ billing_mode: 'demo' }));
    renderManage();
    expect(screen.getByRole('link', { name: 'Billing History' })).toHaveAttribute(
      'href',
      '/membership-manage/billing',
    );
  });

  it('tells a Stripe-billed member whose payment failed what to do, and opens billing', async () => {
    membership(subscriptionFixture({ status: 'past_due', billing_mode: 'stripe' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    openPortal.mockResolvedValue({ url: 'https://billing.stripe.com/p/session/t' });
    const { user } = renderManage();
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment did not go through');
    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await eventually(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/t'),
    );
    vi.unstubAllGlobals();
  });

  it('shows no billing portal for demo billing', () => {
    membership(subscriptionFixture({ billing_mode: 'demo' }));
    renderManage();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
  });

  it('offers no undo when nothing is pending', () => {
    renderManage();
    expect(screen.queryByRole('button', { name: 'Keep My Membership' })).not.toBeInTheDocument();
  });

  it('pauses for the 1, 2 or 3 billing periods the member picks, each with its resume date', async () => {
    // The period ends Dec 10, 2026: 1, 2 or 3 periods resume Jan 10, Feb 10 or Mar 10, 2027.
    const periodEnd = new Date('2026-12-10T12:00:00Z');
    live(subscriptionFixture({ current_period_end: periodEnd }));
    const resumes = new Date('2027-02-10T12:00:00Z');
    const message =
      'Your membership will pause on December 10, 2026 and resume on February 10, 2027. You keep full access until the pause starts, and you are not billed while it is paused.';
    pause.mockResolvedValue(
      changeResult(message, { kind: 'pause', resumesAt: resumes.toISOString() }),
    );
    const { user } = renderManage();
    const dialog = await openPause(user);
    expect(dialog).toHaveTextContent(
      'Your pause starts when this billing period ends, on December 10, 2026.',
    );
    const choices = within(dialog).getByRole('group', { name: 'Pause for' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    expect(choices).toHaveTextContent('1 billing periodResumes on January 10, 2027');
    expect(choices).toHaveTextContent('2 billing periodsResumes on February 10, 2027');
    expect(choices).toHaveTextContent('3 billing periodsResumes on March 10, 2027');
    await user.click(within(choices).getByRole('radio', { name: /2 billing periods/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pause for 2 billing periods' }));
    expect(pause).toHaveBeenCalledWith(2);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    billingWrites(
      subscriptionFixture({
        current_period_end: periodEnd,
        pause_requested_at: NOW,
        pause_resumes_at: resumes,
      }),
    );
    expect(await findToast(message)).toBeVisible();
    expect(
      screen.getByText(
        'Your membership will pause on December 10, 2026 and resume on February 10, 2027.',
      ),
    ).toBeVisible();
  });

  it('a paused membership says paused and when it resumes, with no price and no next billing date', () => {
    membership(
      subscriptionFixture({
        status: 'paused',
        pause_requested_at: daysAgo(20),
        pause_resumes_at: new Date('2027-02-10T12:00:00Z'),
      }),
    );
    renderManage();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(plan).getByText('Plan').nextElementSibling).toHaveTextContent(/^Elite$/);
    expect(within(plan).getByText('Status').nextElementSibling).toHaveTextContent('Paused');
    expect(within(plan).getByText('Resumes on').nextElementSibling).toHaveTextContent(
      'February 10, 2027',
    );
    expect(plan).not.toHaveTextContent(/\$|Next billing date|Days left/);
    expect(plan).toHaveTextContent(
      'Your membership is paused until February 10, 2027, when it resumes and billing starts again. You are not billed while it is paused.',
    );
    expect(screen.getByRole('button', { name: 'Resume Membership Now' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Add-Ons' })).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent('$');
  });

  it('says when pausing fails, without announcing a pause', async () => {
    pause.mockRejectedValue(new CallableError('internal', 'internal'));
    const { user } = renderManage();
    const dialog = await openPause(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pause for 1 billing period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to pause membership. Please try again.',
    );
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });

  it('says when the subscription cannot be loaded', () => {
    vi.mocked(useMembership).mockReturnValue({ status: 'error', subscription: null, orders: [] });
    renderManage();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load subscription details');
  });
});
