import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { INVITATION_CONVERTED, INVITATION_USED } from '@unlimited/domain';
import { InvitationProblem } from '../components/signup-shell';

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login, then back to {state?.from ?? 'the dashboard'}</p>;
}

function renderProblem(message: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/signup/add-ons',
        element: <InvitationProblem state={{ status: 'refused', message }} />,
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/signup/add-ons?invite=tok123&tier=elite'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('InvitationProblem', () => {
  it('brings an invitee who left before paying back to checkout after signing in', async () => {
    const user = renderProblem(INVITATION_USED);
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(
      screen.getByText('Login, then back to /signup/add-ons?invite=tok123&tier=elite'),
    ).toBeVisible();
  });

  it('sends a member whose invitation is converted to the dashboard', async () => {
    const user = renderProblem(INVITATION_CONVERTED);
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Login, then back to the dashboard')).toBeVisible();
  });
});
