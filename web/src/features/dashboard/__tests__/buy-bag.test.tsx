import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_BILLING_LABEL,
  PURCHASE_MEMBERSHIP_PAUSED,
  PURCHASE_NOT_YET,
  PURCHASE_RETURNING,
  type OrderStatus,
} from '@unlimited/domain';
import { DEMO_PURCHASE_DONE, useStartPurchase } from '@/features/dashboard/api/start-purchase';
import { KeepItPanel } from '@/features/dashboard/components/keep-it-panel';
import { useBillingMode } from '@/lib/billing-mode';
import { findToast } from '@/testing/toasts';
import { CallableError } from '@/lib/callable';

vi.mock('@/features/dashboard/api/start-purchase', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useStartPurchase: vi.fn(),
}));
vi.mock('@/lib/billing-mode', () => ({ useBillingMode: vi.fn() }));

const startPurchase = vi.fn();

function renderPanel(status: OrderStatus = 'delivered') {
  render(
    <MemoryRouter>
      <KeepItPanel
        retailCents={285_000}
        tier="elite"
        order={{ id: 'order-1', order_status: status, bag_name: 'Classic Flap Bag' }}
      />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Want to keep it\?/ }));
  await user.click(screen.getByRole('button', { name: 'Buy It for $1,950' }));
  return screen.findByRole('alertdialog', { name: 'Keep Classic Flap Bag?' });
}

beforeEach(() => {
  startPurchase.mockReset();
  vi.mocked(useStartPurchase).mockReturnValue(startPurchase);
  vi.mocked(useBillingMode).mockReturnValue('demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Want to keep it? → buy', () => {
  it('points to the Cart, to keep several bags or add an add-on in one Checkout', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: /Want to keep it\?/ }));
    expect(screen.getByRole('link', { name: 'Check out together in your Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('buys the bag in demo billing, saying no card is charged, and sends no price', async () => {
    startPurchase.mockResolvedValue({ mode: 'demo', orderId: 'order-1', amount: 195_000 });
    const user = renderPanel();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(new RegExp(DEMO_BILLING_LABEL))).toBeVisible();
    expect(within(dialog).getByText('$1,950')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Buy for $1,950 (demo)' }));
    expect(startPurchase).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(await findToast(DEMO_PURCHASE_DONE)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends the member to Stripe’s checkout page with Stripe billing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(useBillingMode).mockReturnValue('stripe');
    startPurchase.mockResolvedValue({
      mode: 'stripe',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      amount: 195_000,
    });
    const user = renderPanel();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByText(new RegExp(DEMO_BILLING_LABEL))).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Buy for $1,950' }));
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('says why a purchase was refused, in the dialog', async () => {
    startPurchase.mockRejectedValue(
      new CallableError('failed-precondition', PURCHASE_MEMBERSHIP_PAUSED),
    );
    const user = renderPanel('active_rental');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Buy for/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PURCHASE_MEMBERSHIP_PAUSED);
  });

  it.each([
    ['in_transit', PURCHASE_NOT_YET],
    ['return_pending', PURCHASE_RETURNING],
  ] as const)('offers no purchase while the order is %s', async (status, message) => {
    const user = renderPanel(status);
    await user.click(screen.getByRole('button', { name: /Want to keep it\?/ }));
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Buy It/ })).toBeNull();
  });
});
