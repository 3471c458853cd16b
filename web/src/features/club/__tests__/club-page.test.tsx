import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Referral } from '@unlimited/domain';
import { useClubData, type ClubData } from '../api/get-club';
import { ClubPage } from '../components/club-page';
import { ClubIntro } from '../components/club-intro';

vi.mock('../api/get-club', () => ({ useClubData: vi.fn() }));
const data = vi.mocked(useClubData);

const at = new Date(2026, 9, 12, 12);
function referral(id: string, overrides: Partial<Referral> = {}): Referral {
  return {
    id,
    referrer_uid: 'uid-ada',
    friend_name: 'Grace',
    state: 'joined',
    credit_cents: null,
    credit_mode: null,
    credit_status: null,
    credit_event_id: null,
    credited_at: null,
    stripe_balance_transaction_id: null,
    applied_charge_id: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

function renderClub(state: ClubData, makeCode = vi.fn(() => Promise.resolve())) {
  data.mockReturnValue(state);
  const router = createMemoryRouter(
    [{ path: '*', element: <ClubPage uid="uid-ada" makeCode={makeCode} /> }],
    { initialEntries: ['/club'] },
  );
  render(<RouterProvider router={router} />);
  return makeCode;
}

beforeEach(() => {
  data.mockReset();
});

describe('the Club page', () => {
  it('says it is loading', () => {
    renderClub({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your Club...');
  });

  it('says when the Club could not be loaded', () => {
    renderClub({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your Club could not be loaded.');
  });

  it('shows her link and copies it with the keyboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderClub({ status: 'success', code: 'GX7K2MQ9RWTZ', referrals: [] });
    const link = screen.getByLabelText('Your referral link');
    expect(link).toHaveValue(`${window.location.origin}/waitlist?ref=GX7K2MQ9RWTZ`);
    screen.getByRole('button', { name: 'Copy link' }).focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/waitlist?ref=GX7K2MQ9RWTZ`);
    expect(
      await screen.findByText('Copied. Send it to a friend who would love Unlimited.'),
    ).toBeVisible();
  });

  it('says when the browser would not copy, with the link selected to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderClub({ status: 'success', code: 'GX7K2MQ9RWTZ', referrals: [] });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/did not let us copy it/)).toBeVisible();
  });

  it('makes her link the first time, and says so when that fails', async () => {
    const user = userEvent.setup();
    const makeCode = renderClub(
      { status: 'success', code: null, referrals: [] },
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await user.click(screen.getByRole('button', { name: 'Make my link' }));
    expect(makeCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your link could not be made. Please try again.',
    );
  });

  it('lists her referrals with their state, and adds up her credits', () => {
    renderClub({
      status: 'success',
      code: 'GX7K2MQ9RWTZ',
      referrals: [
        referral('a', { friend_name: 'Grace', state: 'joined' }),
        referral('b', { friend_name: 'Mia', state: 'invited' }),
        referral('c', {
          friend_name: 'Nora',
          state: 'credited',
          credit_cents: 2500,
          credit_mode: 'demo',
          credit_status: 'granted',
        }),
        referral('d', {
          friend_name: 's•••@example.com',
          state: 'member',
          credit_cents: 2500,
          credit_mode: 'stripe',
          credit_status: 'pending',
        }),
      ],
    });
    const list = screen.getByRole('list', { name: 'Your referrals' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Grace.*Joined the waitlist$/),
      expect.stringMatching(/^Mia.*Invited$/),
      expect.stringMatching(/^Nora.*Member, credit earned$/),
      expect.stringMatching(/^s•••@example\.com.*Member, credit on its way$/),
    ]);
    expect(screen.getByText('$25')).toBeVisible();
    expect(screen.getByText('earned from 1 friend')).toBeVisible();
    expect(screen.getByText('$25 comes off your next monthly charge.')).toBeVisible();
    expect(screen.getByText(/One credit is on the way/)).toBeVisible();
  });

  it('says when no one has joined yet', () => {
    renderClub({ status: 'success', code: 'GX7K2MQ9RWTZ', referrals: [] });
    expect(screen.getByText(/No one has joined through your link yet/)).toBeVisible();
    expect(screen.getByText('$0')).toBeVisible();
  });
});

describe('the Club for others', () => {
  function renderIntro(viewer: Parameters<typeof ClubIntro>[0]['viewer']) {
    const router = createMemoryRouter([{ path: '*', element: <ClubIntro viewer={viewer} /> }]);
    render(<RouterProvider router={router} />);
  }

  it('tells a visitor what the Club is and the way in', () => {
    renderIntro('visitor');
    expect(screen.getByRole('heading', { level: 1, name: 'The Club' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You get $25' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'JOIN THE WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('tells an account without a membership where its link will be', () => {
    renderIntro('non-member');
    expect(screen.getByText(/Your referral link appears here once/)).toBeVisible();
  });
});
