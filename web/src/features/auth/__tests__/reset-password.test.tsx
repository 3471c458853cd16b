import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSendPasswordReset } from '@/features/auth/api/reset-password';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

vi.mock('@/features/auth/api/reset-password', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSendPasswordReset: vi.fn(),
}));

const sendReset = vi.fn();

function renderForm() {
  render(
    <MemoryRouter>
      <ResetPasswordForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  sendReset.mockReset();
  vi.mocked(useSendPasswordReset).mockReturnValue(sendReset);
});

describe('/reset-password', () => {
  it('sends the reset email and says so', async () => {
    sendReset.mockResolvedValue(undefined);
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'we have sent a link to reset your password',
    );
    expect(sendReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('does not reveal whether an address has an account', async () => {
    sendReset.mockRejectedValue(new FirebaseError('auth/user-not-found', 'no user'));
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists');
  });

  it('checks the address before sending and reports a failure', async () => {
    sendReset.mockRejectedValue(new FirebaseError('auth/internal-error', 'x'));
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(sendReset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the reset email. Please try again.',
    );
  });
});
