import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import SignInLayout from '@/app/routes/sign-in-layout';
import { useSession, type Session } from '@/lib/session/session';

// Auth and the session provider, as SignInLayout loads them: here a stand-in that reports
// a signed-out session once the test says Auth has answered.
let answer: ((session: Session) => void) | null = null;
vi.mock('@/app/sign-in-session', () => ({
  default: function SignInSessionStandIn({ onSession }: { onSession: (session: Session) => void }) {
    useEffect(() => {
      answer = onSession;
    }, [onSession]);
    return null;
  },
}));

function Page() {
  const session = useSession();
  return (
    <main>
      <p>Session: {session.status}</p>
      <label>
        Email <input type="email" />
      </label>
    </main>
  );
}

describe('SignInLayout', () => {
  it('shows the page while Auth loads, and keeps what was typed when the session arrives', async () => {
    const router = createMemoryRouter(
      [{ element: <SignInLayout />, children: [{ path: '/login', element: <Page /> }] }],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Session: loading')).toBeVisible();

    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => answer?.({ status: 'signed-out', user: null, tier: null, isAdmin: false }));

    expect(await screen.findByText('Session: signed-out')).toBeVisible();
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('ada@example.com');
  });
});
