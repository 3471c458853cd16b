import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ComingSoonPage } from '@/features/info/components/coming-soon-page';
import { FaqPage } from '@/features/info/components/faq-page';
import { HowItWorksPage } from '@/features/info/components/how-it-works-page';
import { COMING_SOON } from '@/features/info/coming-soon-content';

function renderPage(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/waitlist', element: <h1>Waitlist form</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/how-it-works', () => {
  it('walks through the three steps with illustrations', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'How Unlimited Works' })).toBeVisible();
    for (const title of ['Join', 'Choose Your Bag', 'Swap or Keep']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    for (const image of screen.getAllByRole('img')) expect(image).toHaveAccessibleName();
  });

  it('lists the tiers at their billed prices, Crown at $249', () => {
    renderPage(<HowItWorksPage />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '$49/mo',
      '$129/mo',
      '$249/mo',
    ]);
    expect(within(rows[2]!).getByText('Every 14 days, 2 bags at a time')).toBeVisible();
  });

  it('explains both readings of the swap rhythm and of the commitment, and member pricing', () => {
    renderPage(<HowItWorksPage />);
    const swap = screen.getByRole('heading', { name: 'How often you swap' }).parentElement!;
    expect(swap).toHaveTextContent(/Elite every 21 days, and Crown every 14 days with 2 bags/);
    expect(swap).toHaveTextContent(/every tier swaps every 30 days with 1 bag at a time/);
    const commitment = screen.getByRole('heading', { name: 'Commitment, plainly' }).parentElement!;
    expect(commitment).toHaveTextContent(/no commitment/);
    expect(commitment).toHaveTextContent(/3-month minimum, billed monthly/);
    expect(commitment).toHaveTextContent(/cancel any time after your third billing cycle/);
    const keep = screen.getByRole('heading', { name: 'Keep it at member pricing' }).parentElement!;
    expect(keep).toHaveTextContent('retails at $2,850 could be yours for $1,950');
  });

  it('ends with JOIN WAITLIST', async () => {
    const router = renderPage(<HowItWorksPage />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'JOIN WAITLIST' }));
    expect(router.state.location.pathname).toBe('/waitlist');
  });
});

describe('/faq', () => {
  it('opens an answer when its question is chosen', async () => {
    renderPage(<FaqPage />);
    const user = userEvent.setup();
    const question = screen.getByText('Is there a commitment?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/3-month minimum/)).toBeVisible();
  });

  it('answers the price question with the billed prices', () => {
    renderPage(<FaqPage />);
    const details = screen.getByText('How much does membership cost?').closest('details')!;
    expect(details).toHaveTextContent(
      'Reserve is $49 a month, Elite $129 a month and Crown $249 a month',
    );
  });
});

describe('coming-soon pages', () => {
  it('say what is coming and lead to the waitlist', async () => {
    const router = renderPage(<ComingSoonPage {...COMING_SOON.vault} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Vault' })).toBeVisible();
    expect(screen.getByText('Coming soon')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'JOIN WAITLIST' }));
    expect(router.state.location.pathname).toBe('/waitlist');
  });
});
