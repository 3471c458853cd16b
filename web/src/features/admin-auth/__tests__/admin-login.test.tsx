import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import { AdminHeader } from '../components/admin-header';
import { AdminLoginForm } from '../components/admin-login-form';

const signIn = vi.fn();
const signOut = vi.hoisted(() => vi.fn());
vi.mock('../api/sign-in-admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSignInAdmin: () => signIn,
}));
vi.mock('@/lib/session/sign-out', () => ({ signOut }));

function renderAt(element: React.ReactNode, path = '/admin/login') {
  return renderRoutes(
    [
      { path, element },
      { path: '/admin', element: <h1>Dashboard screen</h1> },
      { path: '/admin/login', element: <h1>Login screen</h1> },
    ],
    path,
  ).router;
}

beforeEach(() => {
  signIn.mockReset();
  signOut.mockReset();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('asks for both fields before calling Firebase', async () => {
    renderAt(<AdminLoginForm />);
    await fillAndSubmit('admin@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password.',
    );
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows "Logging in..." while signing in, then "Login successful!" and goes to /admin', async () => {
    let finish: (value: { error: null }) => void = () => {};
    signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const router = renderAt(<AdminLoginForm />);
    await fillAndSubmit(' admin@example.com ', 'secret');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'secret' });
    finish({ error: null });
    expect(await findToast('Login successful!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the error the sign-in returns and stays on the page', async () => {
    signIn.mockResolvedValue({ error: 'Invalid email or password.' });
    const router = renderAt(<AdminLoginForm />);
    await fillAndSubmit('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // Said once: in the form, not again in a toast.
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('checks the fields before anything else, even after the server has answered', async () => {
    signIn.mockResolvedValue({ error: 'Invalid email or password.' });
    renderAt(<AdminLoginForm />);
    const user = userEvent.setup();
    await fillAndSubmit('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(signIn).toHaveBeenCalledTimes(1);

    // A malformed email, then an empty one: the field check says so; nothing is sent.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password.',
    );
    // The server's answer is gone from the form.
    await waitFor(() => expect(screen.queryByText('Invalid email or password.')).toBeNull());
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('says "An error occurred. Please try again." when sign-in throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn.mockRejectedValue(new Error('boom'));
    renderAt(<AdminLoginForm />);
    await fillAndSubmit('admin@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});

describe('admin header', () => {
  it('shows the title and who is logged in, and links to the dashboard', () => {
    renderAt(<AdminHeader title="Order Management" email="boss@example.com" />, '/admin/orders');
    expect(screen.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    expect(screen.getByText('Logged in as boss@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('logs out with "Logged out successfully" and goes to /admin/login', async () => {
    signOut.mockResolvedValue(undefined);
    const router = renderAt(
      <AdminHeader title="Order Management" email="boss@example.com" />,
      '/admin/orders',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await findToast('Logged out successfully')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
