import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetInvitationResult } from '@unlimited/domain';
import {
  useBillingMode,
  useCreateAccount,
  useInvitation,
  useStartCheckout,
  waitForTierClaim,
  type InvitationState,
} from '../api/invitation';
import { AccountCreation } from '../components/account-creation';
import { AddOnsCheckout } from '../components/add-ons-checkout';
import { PlanSelection } from '../components/plan-selection';
import { renderRoutes } from '@/testing/render-routes';
import { CallableError } from '@/lib/callable';
import { eventually } from '@/testing/eventually';

const previewPromoCode = vi.fn();
vi.mock('../api/promo-code', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePreviewPromoCode: () => previewPromoCode,
}));
vi.mock('../api/invitation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useInvitation: vi.fn(),
  useCreateAccount: vi.fn(),
  useStartCheckout: vi.fn(),
  useBillingMode: vi.fn(),
  waitForTierClaim: vi.fn(),
}));

const TOKEN = 'token-abcdefghijklmnopqrstuvwxyz';
const invitation: GetInvitationResult = {
  email: 'grace@example.com',
  fullName: 'Grace Hopper',
  tier: 'elite',
  step: 'create_account',
  expiresAt: '2026-12-07T00:00:00.000Z',
};
const user = { uid: 'uid-grace' } as User;
const createAccount = vi.fn();
const startCheckout = vi.fn();

function ready(overrides: Partial<GetInvitationResult> = {}): InvitationState {
  return { status: 'ready', invitation: { ...invitation, ...overrides } };
}

function renderAt(path: string, element: React.ReactNode) {
  return renderRoutes(
    [
      { path: '/signup/account-creation', element },
      { path: '/signup/tier-selection', element },
      { path: '/signup/add-ons', element },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    path,
  ).router;
}

beforeEach(() => {
  vi.mocked(useCreateAccount).mockReturnValue(createAccount);
  vi.mocked(useStartCheckout).mockReturnValue(startCheckout);
  vi.mocked(useBillingMode).mockReturnValue('demo');
  vi.mocked(waitForTierClaim).mockResolvedValue(true);
  createAccount.mockReset();
  startCheckout.mockReset();
});

describe('account creation', () => {
  it('says clearly why an expired invitation cannot be used', () => {
    vi.mocked(useInvitation).mockReturnValue({
      status: 'refused',
      message: 'This invitation has expired.',
    });
    renderAt('/signup/account-creation', <AccountCreation token={TOKEN} uid={null} />);
    expect(
      screen.getByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('fixes the email, checks the form and creates the account', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready());
    createAccount.mockResolvedValue(undefined);
    const router = renderAt(
      '/signup/account-creation',
      <AccountCreation token={TOKEN} uid={null} />,
    );
    const events = userEvent.setup();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');

    await events.type(screen.getByLabelText('Password'), 'short');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(createAccount).not.toHaveBeenCalled();

    await events.type(screen.getByLabelText('Password'), '-enough');
    await events.type(screen.getByLabelText('Street address'), '1 Main St');
    await events.type(screen.getByLabelText('City'), 'Boston');
    await events.selectOptions(screen.getByLabelText('State'), 'Massachusetts');
    await events.type(screen.getByLabelText('ZIP code'), '02114');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    await eventually(() => expect(createAccount).toHaveBeenCalled());
    expect(createAccount.mock.calls[0]?.[1]).toMatchObject({
      first_name: 'Grace',
      password: 'short-enough',
      shipping_address: { state: 'MA', postal_code: '02114', country: 'US' },
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/signup/tier-selection'));
  });
});

describe('tier selection for an invitee', () => {
  it('preselects the tier of the signup and continues to add-ons', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan', tier: 'crown' }));
    const router = renderAt(
      '/signup/tier-selection',
      <PlanSelection token={TOKEN} uid="uid-grace" />,
    );
    expect(screen.getByRole('radio', { name: /Crown/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Reserve/ }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.search).toBe(`?invite=${TOKEN}&tier=reserve`);
  });
});

describe('add-ons and payment', () => {
  it('offers only the add-ons the tier can have and totals the month', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan' }));
    renderAt('/signup/add-ons', <AddOnsCheckout token={TOKEN} user={user} tier="reserve" />);
    expect(screen.getByRole('checkbox', { name: /Full Coverage Protection/ })).toBeDisabled();
    expect(
      screen.getByText('Full Coverage Protection is available with Elite and Crown memberships.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Select Access/ }));
    const summary = screen.getByRole('region', { name: 'Monthly total' });
    expect(summary).toHaveTextContent('Total per month$78');
    expect(summary).toHaveTextContent('3-month minimum commitment');
  });

  it('labels demo billing and lands on the dashboard once the tier is active', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan' }));
    startCheckout.mockResolvedValue({ mode: 'demo', tier: 'elite' });
    const router = renderAt(
      '/signup/add-ons',
      <AddOnsCheckout token={TOKEN} user={user} tier="elite" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Demo billing — no card is charged');
    const events = userEvent.setup();
    await events.click(screen.getByRole('checkbox', { name: /Full Coverage Protection/ }));
    await events.click(screen.getByRole('button', { name: 'Start Membership' }));
    expect(startCheckout).toHaveBeenCalledWith({
      token: TOKEN,
      tier: 'elite',
      addOns: { full_coverage: true, select_access: false },
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(waitForTierClaim).toHaveBeenCalledWith(user, 'elite');
  });

  it('pays with the signed-in invitee’s own invitation when they came back without the link', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan' }));
    startCheckout.mockResolvedValue({ mode: 'demo', tier: 'reserve' });
    const router = renderAt(
      '/signup/add-ons',
      <AddOnsCheckout token={null} user={user} tier="reserve" />,
    );
    expect(useInvitation).toHaveBeenLastCalledWith(null, user.uid);
    expect(screen.getByRole('link', { name: 'Change membership' })).toHaveAttribute(
      'href',
      '/signup/tier-selection?resume=1',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Membership' }));
    // No `token` key at all: the callable client would send it as null.
    expect(startCheckout).toHaveBeenCalledWith({
      tier: 'reserve',
      addOns: { full_coverage: false, select_access: false },
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('applies a promotion code, shows the discount and pays with it', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan' }));
    startCheckout.mockResolvedValue({ mode: 'demo', tier: 'elite' });
    previewPromoCode.mockReset();
    previewPromoCode.mockRejectedValueOnce(
      new CallableError('failed-precondition', 'This promotion code has expired.'),
    );
    previewPromoCode.mockResolvedValueOnce({
      coupon: {
        code: 'SPRING20',
        kind: 'percent',
        percent_off: 20,
        amount_off_cents: null,
        duration: 'repeating',
        duration_in_months: 3,
      },
      summary: '20% off for 3 months',
    });
    renderAt('/signup/add-ons', <AddOnsCheckout token={TOKEN} user={user} tier="elite" />);
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Promotion code'), 'old10');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promotion code has expired.')).toBeInTheDocument();
    await events.clear(screen.getByLabelText('Promotion code'));
    await events.type(screen.getByLabelText('Promotion code'), 'spring20');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(previewPromoCode).toHaveBeenLastCalledWith({ code: 'spring20' });
    const summary = screen.getByRole('region', { name: 'Monthly total' });
    await eventually(() =>
      expect(summary).toHaveTextContent('Promotion SPRING20 (20% off for 3 months)−$25.80'),
    );
    expect(summary).toHaveTextContent('First month$103.20');
    // On a phone the label wraps, never the amount ("−" and "$25.80" on two lines).
    expect(within(summary).getByText('−$25.80')).toHaveClass('whitespace-nowrap');
    await events.click(screen.getByRole('button', { name: 'Start Membership' }));
    expect(startCheckout).toHaveBeenCalledWith({
      token: TOKEN,
      tier: 'elite',
      addOns: { full_coverage: false, select_access: false },
      promoCode: 'SPRING20',
    });
  });

  it('with Stripe, goes to Checkout and shows no demo label', async () => {
    vi.mocked(useInvitation).mockReturnValue(ready({ step: 'choose_plan' }));
    vi.mocked(useBillingMode).mockReturnValue('stripe');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startCheckout.mockResolvedValue({
      mode: 'stripe',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    renderAt('/signup/add-ons', <AddOnsCheckout token={TOKEN} user={user} tier="elite" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await eventually(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    vi.unstubAllGlobals();
  });
});
