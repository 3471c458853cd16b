import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useMyInvitation } from '@/lib/my-invitation';
import { FinishJoiningNotice, NoMembership } from '../components/no-membership';

vi.mock('@/lib/my-invitation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMyInvitation: vi.fn(),
}));

function renderIt() {
  render(
    <MemoryRouter>
      <NoMembership />
    </MemoryRouter>,
  );
}

describe('Manage Membership without a membership', () => {
  it('leads an invitee who has not paid to the plan step of their invitation', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'open', tier: 'crown' });
    renderIt();
    expect(
      screen.getByRole('link', { name: 'Finish joining: choose your membership' }),
    ).toHaveAttribute('href', '/signup/tier-selection?resume=1');
  });

  it('offers everyone else the tiers', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
    renderIt();
    expect(screen.getByRole('link', { name: 'Choose your access' })).toHaveAttribute(
      'href',
      '/tier-selection',
    );
  });

  it('says it is checking meanwhile', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'loading' });
    renderIt();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation...');
  });
});

describe('Choose Your Access for a signed-in person without a membership', () => {
  it('points an invitee who has not paid to their plan step, above the waitlist cards', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'open', tier: 'elite' });
    render(
      <MemoryRouter>
        <FinishJoiningNotice enabled />
      </MemoryRouter>,
    );
    expect(useMyInvitation).toHaveBeenLastCalledWith(true);
    expect(
      screen.getByRole('link', { name: 'Finish joining: choose your membership' }),
    ).toHaveAttribute('href', '/signup/tier-selection?resume=1');
  });

  it('shows nothing to anyone else', () => {
    vi.mocked(useMyInvitation).mockReturnValue({ status: 'none' });
    const { container } = render(
      <MemoryRouter>
        <FinishJoiningNotice enabled />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
