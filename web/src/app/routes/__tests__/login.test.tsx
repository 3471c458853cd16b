import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginRoute from '@/app/routes/login';
import { ProtectedRoute } from '@/app/routes/protected-route';
import { useSignIn } from '@/features/auth/api/sign-in';
import { readSignedInHint, setSessionHint } from '@/lib/public-data/signed-in-hint';
import { useSession, type Session } from '@/lib/session/session';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth/api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSignIn: vi.fn(),
}));

const signIn = vi.fn();
const member = { uid: 'uid-ada', email: 'ada@example.com' } as User;
const signedOut: Session = { status: 'signed-out', user: null, tier: null, isAdmin: false };
const signedIn: Session = { status: 'signed-in', user: member, tier: 'elite', isAdmin: false };
const loading: Session = { status: 'loading', user: null, tier: null, isAdmin: false };

function renderApp(initial: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/reset-password', element: <h1>Reset</h1> },
      { path: '/', element: <h1>Landing</h1> },
      {
        path: '/dashboard',
        element: (
          <ProtectedRoute loadingLabel="Loading your dashboard...">
            <h1>Dashboard</h1>
          </ProtectedRoute>
        ),
      },
      {
        path: '/bags/:id',
        element: (
          <ProtectedRoute>
            <h1>Bag page</h1>
          </ProtectedRoute>
        ),
      },
    ],
    initial,
  );
}

beforeEach(() => {
  signIn.mockReset();
  vi.mocked(useSignIn).mockReturnValue(signIn);
  vi.mocked(useSession).mockReturnValue(signedOut);
});

describe('/login', () => {
  it('asks for both fields with one message and does not call Firebase', async () => {
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    signIn.mockRejectedValue(new FirebaseError('auth/invalid-credential', 'Firebase: Error'));
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says an unexpected error occurred for a non-auth failure', async () => {
    signIn.mockRejectedValue(new TypeError('boom'));
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred during login',
    );
  });

  it('signs in, says Welcome back!, records the hint and opens the dashboard', async () => {
    signIn.mockResolvedValue({});
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    vi.mocked(useSession).mockReturnValue(signedIn);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Welcome back!')).toBeVisible();
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readSignedInHint()).toBe(true);
  });

  it('links to Forgot Password? and back home', () => {
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers someone without an account the waitlist', () => {
    renderApp('/login');
    expect(screen.getByText(/No account yet\? Membership is by invitation\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('sends a signed-in member straight to the dashboard', async () => {
    vi.mocked(useSession).mockReturnValue(signedIn);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the form while Auth is still loading, and signs in from it', async () => {
    vi.mocked(useSession).mockReturnValue(loading);
    signIn.mockResolvedValue({});
    const { user, router } = renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Welcome back!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('waits for the session, not showing the form, when this browser was signed in', () => {
    setSessionHint('member');
    vi.mocked(useSession).mockReturnValue(loading);
    renderApp('/login');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
  });
});

describe('protected member pages', () => {
  it('shows the page’s loading text while the session loads', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'loading',
      user: null,
      tier: null,
      isAdmin: false,
    });
    renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('sends a visitor to /login and back to the page they wanted after signing in', async () => {
    signIn.mockResolvedValue({});
    const { user, router } = renderApp('/bags/flap-1?ref=mail');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    vi.mocked(useSession).mockReturnValue(signedIn);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/bags/flap-1');
    expect(router.state.location.search).toBe('?ref=mail');
  });
});
