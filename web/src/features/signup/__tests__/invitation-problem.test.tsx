import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_CONVERTED,
  INVITATION_USED,
  NO_INVITATION_TO_FINISH,
  type InvitationRefusalReason,
} from '@unlimited/domain';
import { InvitationProblem, SIGN_IN_TO_FINISH } from '../components/signup-shell';

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login, then back to {state?.from ?? 'the dashboard'}</p>;
}

function renderProblem(message: string, reason?: InvitationRefusalReason | 'none') {
  const router = createMemoryRouter(
    [
      {
        path: '/signup/account-creation',
        element: (
          <InvitationProblem
            state={{ status: 'refused', message, ...(reason ? { reason } : {}) }}
          />
        ),
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/signup/account-creation?invite=tok123'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('InvitationProblem', () => {
  it('tells an invitee who left before paying to sign in, and brings them back after', async () => {
    const user = renderProblem(INVITATION_USED, 'used');
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to finish joining' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVITATION_USED);
    expect(screen.getByText(SIGN_IN_TO_FINISH)).toBeVisible();
    expect(screen.queryByText(/\[\d{3}\]/)).toBeNull();
    // An invitee is never sent to the waitlist from here.
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(
      screen.getByText('Login, then back to /signup/account-creation?invite=tok123'),
    ).toBeVisible();
  });

  it('sends a member whose invitation is converted to the dashboard', async () => {
    const user = renderProblem(INVITATION_CONVERTED, 'converted');
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Login, then back to the dashboard')).toBeVisible();
  });

  it('offers the dashboard and the waitlist to someone with no invitation to finish', () => {
    renderProblem(NO_INVITATION_TO_FINISH, 'none');
    expect(screen.getByRole('alert')).toHaveTextContent(NO_INVITATION_TO_FINISH);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toBeVisible();
  });
});
