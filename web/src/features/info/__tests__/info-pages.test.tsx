import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MEMBERSHIP_POLICY, TIERS, policySection } from '@unlimited/domain';
import { describe, expect, it } from 'vitest';
import { ComingSoonPage } from '@/features/info/components/coming-soon-page';
import { FaqPage } from '@/features/info/components/faq-page';
import { HowItWorksPage } from '@/features/info/components/how-it-works-page';
import { MembershipPolicyPage } from '@/features/info/components/membership-policy-page';
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
    expect(within(rows[2]!).getByText('2 bags at a time, swap every 14 days')).toBeVisible();
  });

  it('states one policy, quoted from the membership policy, and links to it', () => {
    renderPage(<HowItWorksPage />);
    const card = (name: string) => screen.getByRole('heading', { name }).parentElement!;
    expect(card('How often you swap')).toHaveTextContent(
      'Elite: 1 bag at a time, swap every 21 days.',
    );
    expect(card('Commitment, plainly')).toHaveTextContent(policySection('term').paragraphs[0]!);
    expect(card('Keep it at member pricing')).toHaveTextContent('$2,850 is $1,950');
    expect(screen.getByRole('link', { name: 'Read the membership policy' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(document.body).not.toHaveTextContent(/two versions|published|launch offer/i);
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

describe('/faq says one thing', () => {
  it('answers the rhythm and commitment questions from the policy, with no second version', async () => {
    renderPage(<FaqPage />);
    const user = userEvent.setup();
    const rhythm = screen.getByText('How often can I swap, and how many bags can I hold?');
    await user.click(rhythm);
    const details = rhythm.closest('details')!;
    expect(details).toHaveTextContent('Crown: 2 bags at a time, swap every 14 days.');
    expect(details).toHaveTextContent(
      'Sending a bag back early does not bring the next one sooner.',
    );
    expect(document.body).not.toHaveTextContent(/two versions|published|launch offer/i);
    const commitment = screen.getByText('Is there a commitment?').closest('details')!;
    expect(within(commitment).getByRole('link', { name: 'membership policy' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });
});

describe('/membership (the policy page)', () => {
  it('shows every section of the domain policy, in order, with its text', () => {
    renderPage(<MembershipPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Membership, Plainly' }),
    ).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(MEMBERSHIP_POLICY.map((section) => section.title));
    for (const section of MEMBERSHIP_POLICY) {
      const region = screen.getByRole('region', { name: section.title });
      for (const paragraph of section.paragraphs) expect(region).toHaveTextContent(paragraph);
    }
  });

  it('states the rhythm, term and prices the product enforces', () => {
    renderPage(<MembershipPolicyPage />);
    const rhythm = screen.getByRole('region', { name: 'Your swap rhythm' });
    for (const tier of Object.values(TIERS)) {
      expect(rhythm).toHaveTextContent(
        `${tier.name}: ${tier.bagsAtATime} ${tier.bagsAtATime === 1 ? 'bag' : 'bags'} at a time, swap every ${tier.swapEveryDays} days.`,
      );
    }
    const bags = screen.getByRole('region', { name: 'Bags at a time' });
    expect(bags).toHaveTextContent(
      'its place frees when its swap clock comes round, 30, 21 or 14 days after the bag was delivered',
    );
    expect(bags).not.toHaveTextContent(/as soon as you send|no longer counts/);
    expect(screen.getByRole('region', { name: 'Minimum term' })).toHaveTextContent(
      '3-month minimum, billed monthly',
    );
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancelling' })).toHaveAttribute('href', '#cancel');
  });
});

describe('coming-soon pages', () => {
  it('say what is coming and lead to the waitlist', async () => {
    const router = renderPage(<ComingSoonPage {...COMING_SOON.club} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Club' })).toBeVisible();
    expect(screen.getByText('Coming soon')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'JOIN WAITLIST' }));
    expect(router.state.location.pathname).toBe('/waitlist');
  });
});
