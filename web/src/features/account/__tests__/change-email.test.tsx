import { screen, waitFor, within } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staleProfileEmail } from '@/features/account/api/update-profile';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  verifyBeforeUpdateEmail,
} from '@/lib/auth-actions';
import { renderRoutes } from '@/testing/render-routes';

// Auth is mocked where the app reaches it: the one module of Auth calls.
vi.mock('@/lib/auth-actions', () => ({
  EmailAuthProvider: {
    credential: vi.fn((email: string, password: string) => ({ email, password })),
  },
  reauthenticateWithCredential: vi.fn(),
  verifyBeforeUpdateEmail: vi.fn(),
}));

const ada = { uid: 'uid-ada', email: 'ada@example.com', emailVerified: true } as User;
const reauthenticate = vi.mocked(reauthenticateWithCredential);
const verifyBeforeUpdate = vi.mocked(verifyBeforeUpdateEmail);

const form = () => within(screen.getByRole('form', { name: 'Change Email' }));

function renderForm() {
  return renderRoutes([{ path: '/account', element: <ChangeEmailForm user={ada} /> }], '/account');
}

async function submit(
  user: ReturnType<typeof renderForm>['user'],
  email: string,
  password: string,
): Promise<void> {
  if (email) await user.type(form().getByLabelText('New email'), email);
  if (password) await user.type(form().getByLabelText('Current password'), password);
  await user.click(form().getByRole('button', { name: 'Change Email' }));
}

beforeEach(() => {
  reauthenticate
    .mockReset()
    .mockResolvedValue({} as Awaited<ReturnType<typeof reauthenticateWithCredential>>);
  verifyBeforeUpdate.mockReset().mockResolvedValue(undefined);
  vi.mocked(EmailAuthProvider.credential).mockClear();
});

describe('Change Email', () => {
  it('re-signs in with the password, asks Auth to verify the new address and says where the link went', async () => {
    let finish: () => void = () => {};
    verifyBeforeUpdate.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm();
    await submit(user, '  Ada.New@Example.com ', 'old-secret');

    const sending = await form().findByRole('button', { name: 'Sending link...' });
    expect(sending).toBeDisabled();
    finish();

    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'We sent a link to Ada.New@Example.com. Your sign-in and notice email change once you open it.',
      ),
    );
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith('ada@example.com', 'old-secret');
    expect(reauthenticate).toHaveBeenCalledWith(ada, {
      email: 'ada@example.com',
      password: 'old-secret',
    });
    expect(verifyBeforeUpdate).toHaveBeenCalledWith(ada, 'Ada.New@Example.com', {
      url: `${window.location.origin}/login`,
    });
    // The link comes first: the reauthentication went through before the request.
    expect(reauthenticate.mock.invocationCallOrder[0]).toBeLessThan(
      verifyBeforeUpdate.mock.invocationCallOrder[0]!,
    );
    expect(form().getByLabelText('New email')).toHaveValue('');
    expect(form().getByLabelText('Current password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the address and the password before asking Auth', async () => {
    const { user } = renderForm();
    await submit(user, '', '');
    expect(await form().findByText('Please enter your new email address')).toBeVisible();
    expect(form().getByText('Please enter your current password')).toBeVisible();
    expect(form().getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');

    await submit(user, 'not-an-email', 'old-secret');
    expect(await form().findByText('Please enter a valid email address')).toBeVisible();

    await user.clear(form().getByLabelText('New email'));
    await user.clear(form().getByLabelText('Current password'));
    await submit(user, 'ADA@example.com', 'old-secret');
    expect(await form().findByText('This is already your sign-in email')).toBeVisible();
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(verifyBeforeUpdate).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-credential', 'reauthenticate', 'Your current password is incorrect'],
    ['auth/wrong-password', 'reauthenticate', 'Your current password is incorrect'],
    [
      'auth/email-already-in-use',
      'verify',
      'Another account already uses this email. Choose a different one.',
    ],
    ['auth/invalid-new-email', 'verify', 'Please enter a valid email address'],
    ['auth/invalid-email', 'verify', 'Please enter a valid email address'],
    [
      'auth/too-many-requests',
      'reauthenticate',
      'Too many attempts. Please wait a moment and try again.',
    ],
    [
      'auth/network-request-failed',
      'verify',
      'Network error. Check your connection and try again.',
    ],
    ['auth/internal-error', 'verify', 'We could not send the link. Please try again.'],
  ])('on %s (%s) says "%s" and keeps what was typed', async (code, step, message) => {
    const error = new FirebaseError(code, `Firebase: Error (${code}).`);
    if (step === 'reauthenticate') reauthenticate.mockRejectedValue(error);
    else verifyBeforeUpdate.mockRejectedValue(error);
    const { user } = renderForm();
    await submit(user, 'ada.new@example.com', 'old-secret');

    expect(await form().findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(form().getByLabelText('New email')).toHaveValue('ada.new@example.com');
    expect(form().getByLabelText('Current password')).toHaveValue('old-secret');
    expect(form().getByRole('button', { name: 'Change Email' })).toBeEnabled();
    if (step === 'reauthenticate') expect(verifyBeforeUpdate).not.toHaveBeenCalled();
  });

  it('clears an earlier refusal when the next try is sent', async () => {
    reauthenticate.mockRejectedValueOnce(new FirebaseError('auth/wrong-password', 'x'));
    const { user } = renderForm();
    await submit(user, 'ada.new@example.com', 'wrong');
    expect(await form().findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect',
    );
    await user.clear(form().getByLabelText('Current password'));
    await user.type(form().getByLabelText('Current password'), 'old-secret');
    await user.click(form().getByRole('button', { name: 'Change Email' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'We sent a link to ada.new@example.com.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('staleProfileEmail', () => {
  const profile = {
    id: 'uid-ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    shipping_address: null,
  };

  it('is the verified sign-in email (lower case) once it differs from the profile', () => {
    expect(staleProfileEmail({ email: 'Ada.New@Example.com', emailVerified: true }, profile)).toBe(
      'ada.new@example.com',
    );
  });

  it('is null when they agree, the email is unverified, or there is no profile yet', () => {
    expect(
      staleProfileEmail({ email: 'ADA@example.com', emailVerified: true }, profile),
    ).toBeNull();
    expect(
      staleProfileEmail({ email: 'ada.new@example.com', emailVerified: false }, profile),
    ).toBeNull();
    expect(
      staleProfileEmail({ email: 'ada.new@example.com', emailVerified: true }, null),
    ).toBeNull();
  });
});
