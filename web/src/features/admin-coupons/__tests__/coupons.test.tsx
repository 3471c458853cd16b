import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_REFUSALS, roleMay, type Coupon, type StaffRole } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import type * as ManageCoupons from '../api/manage-coupons';
import { CouponsPage } from '../components/coupons-page';
import { CallableError } from '@/lib/callable';
import { eventually } from '@/testing/eventually';

let coupons: LiveResult<Coupon[]>;
const create = vi.fn();
const deactivate = vi.fn();
let role: StaffRole = 'operations';
vi.mock('@/lib/session/staff-role', () => ({
  useStaffRole: () => role,
  useRoleMay: (permission: Parameters<typeof roleMay>[1]) => roleMay(role, permission),
}));
vi.mock('../api/get-coupons', () => ({ COUPONS_LIMIT: 100, useCoupons: () => coupons }));
vi.mock('../api/manage-coupons', async (original) => ({
  ...(await original<typeof ManageCoupons>()),
  useCreateCoupon: () => create,
  useDeactivateCoupon: () => deactivate,
}));

const now = new Date('2026-11-20T10:00:00Z');
function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'SPRING20',
    code: 'SPRING20',
    kind: 'percent',
    percent_off: 20,
    amount_off_cents: null,
    duration: 'repeating',
    duration_in_months: 3,
    max_redemptions: 50,
    expires_at: new Date('2026-12-31T23:59:59Z'),
    active: true,
    redemptions: 4,
    billing_mode: 'demo',
    stripe_coupon_id: null,
    stripe_promotion_code_id: null,
    created_by: 'admin@unlimited.test',
    created_at: now,
    updated_at: now,
    deactivated_at: null,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(now);
  coupons = { status: 'loading', data: undefined, error: undefined };
  role = 'operations';
  create.mockReset();
  deactivate.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('CouponsPage', () => {
  it('support sees the coupons but cannot create or deactivate one, and is told why', () => {
    role = 'support';
    coupons = { status: 'success', data: [coupon()], error: undefined };
    render(<CouponsPage />);
    const create = screen.getByRole('button', { name: /New Coupon/ });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(PERMISSION_REFUSALS.manage_money);
    expect(screen.getByText('SPRING20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate SPRING20' })).not.toBeInTheDocument();
  });

  it('operations and owners may create and deactivate', () => {
    for (const allowed of ['operations', 'owner'] as const) {
      role = allowed;
      coupons = { status: 'success', data: [coupon()], error: undefined };
      const view = render(<CouponsPage />);
      expect(screen.getByRole('button', { name: /New Coupon/ })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Deactivate SPRING20' })).toBeEnabled();
      view.unmount();
    }
  });

  it('says it is loading, that there are none yet, or that the read failed', () => {
    const view = render(<CouponsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading coupons...');
    coupons = { status: 'success', data: [], error: undefined };
    view.rerender(<CouponsPage />);
    expect(screen.getByText(/No coupons yet/)).toBeInTheDocument();
    coupons = { status: 'error', data: undefined, error: new Error('denied') as never };
    view.rerender(<CouponsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load coupons');
  });

  it('lists each code with its discount, redemptions, expiry and state', () => {
    coupons = {
      status: 'success',
      data: [
        coupon(),
        coupon({
          id: 'OLD',
          code: 'OLD',
          active: false,
          kind: 'amount',
          percent_off: null,
          amount_off_cents: 2500,
          duration: 'once',
          max_redemptions: null,
          redemptions: 7,
          expires_at: null,
        }),
      ],
      error: undefined,
    };
    render(<CouponsPage />);
    const spring = within(screen.getByRole('listitem', { name: 'SPRING20' }));
    expect(spring.getByText('20% off for 3 months')).toBeInTheDocument();
    expect(spring.getByTestId('redemptions')).toHaveTextContent('4 / 50');
    expect(spring.getByText('Expires Dec 31, 2026')).toBeInTheDocument();
    expect(spring.getByText('Active')).toBeInTheDocument();
    const old = within(screen.getByRole('listitem', { name: 'OLD' }));
    expect(old.getByText('$25 off the first month')).toBeInTheDocument();
    expect(old.getByTestId('redemptions')).toHaveTextContent('7');
    expect(old.getByText('Inactive')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Deactivate OLD' })).toBeNull();
  });

  it('creates a coupon from the form, after showing what is wrong', async () => {
    coupons = { status: 'success', data: [], error: undefined };
    create.mockRejectedValueOnce(
      new CallableError('already-exists', 'A coupon with this code already exists.'),
    );
    create.mockResolvedValueOnce({ code: 'FALL15' });
    render(<CouponsPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'New Coupon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Coupon' }));
    await user.type(dialog.getByLabelText('Code'), 'fall15');
    await user.type(dialog.getByLabelText('Percent off'), '150');
    await user.type(dialog.getByLabelText(/Expires on/), '2026-11-01');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));
    expect(
      await dialog.findByText('Percent off must be a whole number from 1 to 100.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('The expiry date must be in the future.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText('Percent off'));
    await user.type(dialog.getByLabelText('Percent off'), '15');
    await user.clear(dialog.getByLabelText(/Expires on/));
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));
    expect(await dialog.findByText('A coupon with this code already exists.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({
        code: 'FALL15',
        kind: 'percent',
        percentOff: 15,
        duration: 'once',
        expiresOn: null,
      }),
    );
  });

  it('deactivates a code after asking', async () => {
    coupons = { status: 'success', data: [coupon()], error: undefined };
    deactivate.mockResolvedValue({ code: 'SPRING20' });
    render(<CouponsPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Deactivate SPRING20' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Coupon' }));
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(deactivate).toHaveBeenCalledWith('SPRING20');
  });
});
