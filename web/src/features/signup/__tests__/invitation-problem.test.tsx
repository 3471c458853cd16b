import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVITATION_CONVERTED,
  INVITATION_REVOKED,
  INVITATION_USED,
  NO_INVITATION_TO_FINISH,
  type InvitationRefusalReason,
} from '@unlimited/domain';
import { signOut } from '@/lib/session/sign-out';
import { SIGNED_OUT, useSession, type Session } from '@/lib/session/session';
import {
  InvitationProblem,
  SIGN_IN_TO_FINISH,
  signedInElsewhere,
} from '../components/signup-shell';

vi.mock('@/lib/session/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: vi.fn(),
}));
vi.mock('@/lib/session/sign-out', () => ({ signOut: vi.fn() }));

/** Signed in as someone other than the invitee who used the link. */
const OTHER: Session = {
  status: 'signed-in',
  user: { uid: 'uid-other', email: 'other@example.test' } as User,
  tier: 'elite',
  isAdmin: false,
};

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue(SIGNED_OUT);
  vi.mocked(signOut).mockReset();
});

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

  it('tells someone whose invitation was withdrawn that they are still on the waitlist, with no Join button', () => {
    renderProblem(INVITATION_REVOKED, 'revoked');
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are still on our waitlist, so there is no need to join again: we will send you a new invitation if a place opens up.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/join the waitlist/i);
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
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

  it('tells someone signed in with another account which one, and signs them out to finish joining', async () => {
    vi.mocked(useSession).mockReturnValue(OTHER);
    // Signing out changes the session; the page then offers the normal sign-in.
    vi.mocked(signOut).mockImplementation(() => {
      vi.mocked(useSession).mockReturnValue(SIGNED_OUT);
      return Promise.resolve();
    });
    const user = renderProblem(INVITATION_USED, 'used');
    expect(screen.getByRole('heading', { name: 'Sign in to finish joining' })).toBeVisible();
    expect(screen.getByText(signedInElsewhere('other@example.test'))).toBeVisible();
    expect(screen.getByText(/You are signed in as other@example\.test/)).toBeVisible();
    // The sign-in page would only send them on to their own dashboard.
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(
      screen.getByText('Login, then back to /signup/account-creation?invite=tok123'),
    ).toBeVisible();
  });

  it('says when signing out failed, and keeps the way to try again', async () => {
    vi.mocked(useSession).mockReturnValue(OTHER);
    vi.mocked(signOut).mockRejectedValue(new Error('network'));
    const user = renderProblem(INVITATION_USED, 'used');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Could not sign you out. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
