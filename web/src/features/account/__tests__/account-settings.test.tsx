import { screen, waitFor, within } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@unlimited/domain';
import { useChangePassword } from '@/features/account/api/change-password';
import { useAccountProfile, useUpdateProfile } from '@/features/account/api/update-profile';
import { AccountSettings } from '@/features/account/components/account-settings';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';

vi.mock('@/features/account/api/update-profile', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAccountProfile: vi.fn(),
  useUpdateProfile: vi.fn(),
  useSyncProfileEmail: vi.fn(),
}));
vi.mock('@/features/account/api/change-password', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useChangePassword: vi.fn(),
}));
const signOut = vi.hoisted(() => vi.fn());
vi.mock('@/lib/session/sign-out', () => ({ signOut }));

const updateProfile = vi.fn();
const changePassword = vi.fn();
const ada = { uid: 'uid-ada', email: 'Ada@Example.com' } as User;

const profile: Profile = {
  id: 'uid-ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  shipping_address: null,
};

/** The Change Password form (the Change Email form also asks for the current password). */
const passwordForm = () => within(screen.getByRole('form', { name: 'Change Password' }));

function renderAccount(stored: Profile | null = profile) {
  vi.mocked(useAccountProfile).mockReturnValue({ status: 'success', profile: stored });
  return renderRoutes(
    [
      { path: '/account', element: <AccountSettings user={ada} /> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    '/account',
  );
}

beforeEach(() => {
  for (const fn of [updateProfile, changePassword, signOut]) fn.mockReset();
  vi.mocked(useUpdateProfile).mockReturnValue(updateProfile);
  vi.mocked(useChangePassword).mockReturnValue(changePassword);
});

describe('/account', () => {
  it('fills the form from the profile and saves names and a shipping address', async () => {
    updateProfile.mockResolvedValue(undefined);
    const { user } = renderAccount();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Username')).toHaveValue('ada');

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Street address'), '1 Analytical Way');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'Texas');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Your account details have been saved.')).toBeVisible();
    expect(updateProfile).toHaveBeenCalledWith('uid-ada', 'Ada@Example.com', {
      first_name: 'Augusta',
      last_name: 'Lovelace',
      username: 'ada',
      shipping_address: {
        full_name: 'Ada Lovelace',
        line1: '1 Analytical Way',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
        phone: null,
      },
    });
  });

  it('keeps focus on Save Changes after saving, not on the page', async () => {
    let finish: () => void = () => {};
    updateProfile.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    // A browser drops focus to the page body once the focused button is disabled; jsdom
    // does not, so focus is dropped by hand (a focused element that goes away).
    const dropped = document.createElement('button');
    document.body.append(dropped);
    dropped.focus();
    dropped.remove();
    expect(document.activeElement).toBe(document.body);
    finish();
    expect(await findToast('Your account details have been saved.')).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Changes' })),
    );
  });

  it('explains what is wrong with a half-filled address and does not save', async () => {
    const { user } = renderAccount();
    await user.type(screen.getByLabelText('Street address'), '1 Analytical Way');
    await user.type(screen.getByLabelText('ZIP code'), '787');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('City is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid ZIP code')).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('offers only the 50 states and DC, and refuses a blank first name and no state, as sign-up does', async () => {
    const { user } = renderAccount();
    const state = screen.getByLabelText('State');
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options[0]).toHaveTextContent('Select a state');
    expect(options.map((option) => option.getAttribute('value'))).not.toContain('NA');
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Street address'), '1 Analytical Way');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('State is required')).toBeVisible();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('requires a valid username', async () => {
    const { user } = renderAccount(null);
    await user.type(screen.getByLabelText('Username'), 'ada lovelace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Username may only contain letters, numbers, _ . and -'),
    ).toBeVisible();
  });

  it('keeps what was typed when saving fails', async () => {
    updateProfile.mockRejectedValue(new Error('offline'));
    const { user } = renderAccount();
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Byron');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your details. Please try again.',
    );
    expect(screen.getByLabelText('Last name')).toHaveValue('Byron');
  });

  it('changes the password after checking the confirmation', async () => {
    changePassword.mockResolvedValue(undefined);
    const { user } = renderAccount();
    await user.type(passwordForm().getByLabelText('Current password'), 'old-secret');
    await user.type(passwordForm().getByLabelText('New password'), 'new-secret-1');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(passwordForm().getByLabelText('Confirm new password'));
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Your password has been changed.')).toBeVisible();
    expect(changePassword).toHaveBeenCalledWith(ada, {
      current_password: 'old-secret',
      new_password: 'new-secret-1',
      confirm_password: 'new-secret-1',
    });
    expect(passwordForm().getByLabelText('Current password')).toHaveValue('');
  });

  it('says when the current password is wrong', async () => {
    changePassword.mockRejectedValue(new FirebaseError('auth/invalid-credential', 'x'));
    const { user } = renderAccount();
    await user.type(passwordForm().getByLabelText('Current password'), 'wrong');
    await user.type(passwordForm().getByLabelText('New password'), 'new-secret-1');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect',
    );

    // The next try fails the form's own check: only that is said, not the old refusal.
    await user.clear(passwordForm().getByLabelText('Current password'));
    await user.type(passwordForm().getByLabelText('Current password'), 'old-secret');
    await user.clear(passwordForm().getByLabelText('New password'));
    await user.type(passwordForm().getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.queryByText('Your current password is incorrect')).not.toBeInTheDocument(),
    );
    expect(changePassword).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes home', async () => {
    signOut.mockResolvedValue(undefined);
    const { user, router } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
