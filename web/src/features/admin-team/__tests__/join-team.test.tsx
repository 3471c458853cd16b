import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_REFUSALS } from '@unlimited/domain';
import { JoinTeam } from '../components/join-team';
import { CallableError } from '@/lib/callable';

const getInvitation = vi.fn();
const accept = vi.fn();
const signIn = vi.fn();
let session: { status: string; user: unknown } = { status: 'signed-out', user: null };

vi.mock('reactfire', () => ({ useAuth: () => ({ name: 'auth' }) }));
vi.mock('@/lib/session/session', () => ({ useSession: () => session }));
vi.mock('@/lib/auth-actions', () => ({ signInWithEmailAndPassword: signIn }));
vi.mock('../api/team', () => ({
  useGetStaffInvitation: () => getInvitation,
  useAcceptStaffInvitation: () => accept,
}));

const TOKEN = 'a'.repeat(43);
const invitation = {
  email: 'new@unlimited.test',
  role: 'operations',
  accountExists: false,
  expiresAt: '2026-03-08T10:00:00.000Z',
};

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/join" element={<JoinTeam />} />
        <Route path="/admin" element={<p>Admin dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session = { status: 'signed-out', user: null };
  for (const fn of [getInvitation, accept, signIn]) fn.mockReset();
});

describe('JoinTeam', () => {
  it('creates the account with a name and password, signs in and opens the back-office', async () => {
    const user = userEvent.setup();
    getInvitation.mockResolvedValue(invitation);
    accept.mockResolvedValue({ uid: 'u1', email: invitation.email, role: 'operations' });
    signIn.mockResolvedValue({});
    renderAt(`/admin/join?token=${TOKEN}`);
    expect(await screen.findByText(/invited to the Unlimited back-office as/)).toHaveTextContent(
      'as Operations, with new@unlimited.test',
    );
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name.');
    await user.type(screen.getByLabelText('Your name'), 'Nora Ops');
    await user.type(screen.getByLabelText('Choose a password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(accept).toHaveBeenCalledWith({
      token: TOKEN,
      name: 'Nora Ops',
      password: 'long-enough-1',
    });
    expect(signIn).toHaveBeenCalledWith({ name: 'auth' }, 'new@unlimited.test', 'long-enough-1');
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });

  it('asks an existing account to sign in first', async () => {
    getInvitation.mockResolvedValue({ ...invitation, accountExists: true });
    renderAt(`/admin/join?token=${TOKEN}`);
    expect(
      await screen.findByText(/An account with this email already exists/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
  });

  it('says why a link cannot be used, and when it has no token', async () => {
    getInvitation.mockRejectedValue(
      new CallableError('failed-precondition', STAFF_REFUSALS.linkExpired),
    );
    const view = renderAt(`/admin/join?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_REFUSALS.linkExpired);
    view.unmount();
    renderAt('/admin/join');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its invitation.');
    expect(getInvitation).toHaveBeenCalledTimes(1);
  });
});
