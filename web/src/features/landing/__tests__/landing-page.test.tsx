import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TIERS } from '@unlimited/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { LandingPage } from '@/features/landing/components/landing-page';
import { SIGNED_IN_HINT_KEY } from '@/lib/public-data/signed-in-hint';
import { setAllInView, setInView, setMedia, setMobileViewport } from '@/testing/browser-stubs';
import { NOW } from '@/testing/clock';

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/waitlist', element: <h1>Waitlist form</h1> },
      { path: '/login', element: <h1>Member login</h1> },
      { path: '/faq', element: <h1>Questions</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
  scrollTo(0);
});

// The carousel and the tier detail are chunks the page loads on demand. Loaded here, a
// findBy waits for them to render, not for Vite to import them on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('@/components/ui/carousel'),
    import('@/features/landing/components/tier-detail'),
  ]);
});

describe('landing page header', () => {
  it('shows the logo linking home and a Login link on desktop', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('img', { name: 'unlimited' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'unlimited' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('hides the Login link on small screens', () => {
    setMobileViewport();
    renderLanding();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('gives phones a menu with Log In, Join Waitlist, How It Works, FAQ and Brands', async () => {
    setMobileViewport();
    const router = renderLanding();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    for (const [name, href] of [
      ['How It Works', '/how-it-works'],
      ['Brands', '/brands'],
      ['FAQ', '/faq'],
      ['Log In', '/login'],
      ['Join Waitlist', '/waitlist'],
    ]) {
      expect(within(sheet).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(within(sheet).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('offers a signed-in member the Dashboard instead of Login', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('turns compact with a smaller logo after 20 px of scroll and is restored on the way back', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    const logo = within(header).getByRole('img', { name: 'unlimited' });
    expect(header).toHaveAttribute('data-compact', 'false');
    expect(logo).toHaveAttribute('width', '40');

    scrollTo(20);
    expect(header).toHaveAttribute('data-compact', 'false');

    scrollTo(21);
    expect(header).toHaveAttribute('data-compact', 'true');
    expect(header.className).toMatch(/shadow-/);
    expect(logo).toHaveAttribute('width', '32');

    scrollTo(5);
    expect(header).toHaveAttribute('data-compact', 'false');
    expect(header.className).not.toMatch(/shadow-/);
    expect(logo).toHaveAttribute('width', '40');
  });
});

describe('landing page hero and calls to action', () => {
  it('shows the faint word, the headline, the subtext and JOIN WAITLIST', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'DESIGNER ON ROTATION' })).toBeVisible();
    // The faint word is drawn by CSS (tests/smoke checks it): no text for screen readers.
    expect(screen.queryByText('UNLIMITED')).toBeNull();
    expect(
      screen.getByText(
        'Access an exclusive membership for borrowing, swapping, and owning luxury bags—without the full price tag.',
      ),
    ).toBeVisible();
  });

  it('sends every JOIN WAITLIST button to /waitlist', async () => {
    const router = renderLanding();
    const buttons = screen.getAllByRole('link', { name: 'JOIN WAITLIST' });
    // Hero, three tier cards, comparison.
    expect(buttons).toHaveLength(5);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/waitlist');

    await userEvent.setup().click(buttons[0]!);
    expect(router.state.location.pathname).toBe('/waitlist');
    expect(await screen.findByRole('heading', { name: 'Waitlist form' })).toBeVisible();
  });
});

describe('HOW IT WORKS', () => {
  it('shows the three steps side by side on wide screens', () => {
    renderLanding();
    const steps = within(section('HOW IT WORKS')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Join',
      'Choose Your Bag',
      'Swap or Keep',
    ]);
    expect(within(section('HOW IT WORKS')).queryByRole('button', { name: 'Next step' })).toBeNull();
  });

  it('is a looping carousel with previous, next and dots below 1024 px', async () => {
    setMedia({ width: 1023 });
    renderLanding();
    const user = userEvent.setup();
    const carousel = await screen.findByRole('region', { name: 'How it works' });
    const shown = () => within(carousel).getByRole('heading', { level: 3 }).textContent;

    expect(shown()).toBe('Join');
    await user.click(within(carousel).getByRole('button', { name: 'Next step' }));
    expect(shown()).toBe('Choose Your Bag');
    await user.click(within(carousel).getByRole('button', { name: 'Next step' }));
    expect(shown()).toBe('Swap or Keep');
    await user.click(within(carousel).getByRole('button', { name: 'Next step' }));
    expect(shown()).toBe('Join');
    await user.click(within(carousel).getByRole('button', { name: 'Previous step' }));
    expect(shown()).toBe('Swap or Keep');

    const dot = within(carousel).getByRole('button', { name: 'Show step 2' });
    await user.click(dot);
    expect(shown()).toBe('Choose Your Bag');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('button', { name: 'Show step 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('switches between grid and carousel when the window is resized', async () => {
    renderLanding();
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    act(() => setMobileViewport());
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeInTheDocument();
    act(() => setMedia({ width: 1024 }));
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
  });
});

describe('sections fading in', () => {
  it('fade in once when they scroll into view', () => {
    renderLanding();
    const steps = section('HOW IT WORKS');
    expect(steps).toHaveClass('opacity-0');

    act(() => setInView(steps));
    expect(steps).toHaveClass('opacity-100');
    expect(steps).not.toHaveClass('opacity-0');

    act(() => setInView(steps, false));
    expect(steps).toHaveClass('opacity-100');
  });

  it('do not animate at all for visitors who prefer reduced motion', () => {
    setMedia({ reducedMotion: true });
    renderLanding();
    for (const name of ['HOW IT WORKS', 'Choose Your Access', 'LUXURY LOOKS DIFFERENT NOW']) {
      const region = section(name);
      expect(region.className).not.toMatch(/opacity|translate|transition/);
      expect(region).not.toHaveAttribute('data-reveal');
    }
  });
});

describe('brand strip', () => {
  const houses = () =>
    within(section('The houses in our closet'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists 7 fashion houses on wide screens', () => {
    renderLanding();
    expect(houses()).toEqual([
      'Louis Vuitton',
      'Chanel',
      'Hermès',
      'Gucci',
      'Prada',
      'Dior',
      'Fendi',
    ]);
  });

  it('lists 4 on narrow screens', () => {
    setMobileViewport();
    renderLanding();
    expect(houses()).toEqual(['Louis Vuitton', 'Chanel', 'Hermès', 'Gucci']);
  });
});

describe('Choose Your Access on desktop', () => {
  const card = (name: string) => screen.getByRole('article', { name });

  it('shows Reserve, Elite and Crown with icon, tagline, first three features, price and JOIN WAITLIST', () => {
    renderLanding();
    const cards = within(section('Choose Your Access')).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Reserve',
      'Elite',
      'Crown',
    ]);
    const elite = card('Elite');
    expect(within(elite).getByText('Most Loved')).toBeVisible();
    expect(within(card('Reserve')).queryByText('Most Loved')).toBeNull();
    expect(within(elite).getByText('Premium access, your way')).toBeVisible();
    expect(
      within(elite)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(TIERS.elite.features.slice(0, 3));
    expect(within(elite).getByText('$129')).toBeVisible();
    expect(within(card('Reserve')).getByText('$49')).toBeVisible();
    expect(within(card('Crown')).getByText('$249')).toBeVisible();
    expect(elite.querySelector('svg')).not.toBeNull();
  });

  it('opens a centred detail dialog when a card is clicked, and clears the selection 300 ms after closing', async () => {
    renderLanding();
    const user = userEvent.setup();

    // The open dialog hides the rest of the page from assistive technology, so keep hold of the card.
    const crown = card('Crown');
    await user.click(within(crown).getByText('Unlimited access, ultimate freedom'));
    const dialog = await screen.findByRole('dialog', { name: 'Crown Membership' });
    expect(dialog).toHaveAttribute('data-variant', 'centered');
    expect(within(dialog).getByText('$249')).toBeVisible();
    expect(within(dialog).getByText('Unlimited access, ultimate freedom')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'What You Get:' })).toBeVisible();
    const features = within(dialog).getByRole('list', { name: 'What Crown includes' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(TIERS.crown.features);
    expect(within(dialog).getByRole('link', { name: 'The membership policy' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(within(dialog).getByRole('link', { name: 'JOIN WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(crown).toHaveAttribute('data-selected', 'true');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(crown).toHaveAttribute('data-selected', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(crown).toHaveAttribute('data-selected', 'false');
  });

  it('closes the detail with Esc and returns focus to the page', async () => {
    renderLanding();
    const user = userEvent.setup();
    const details = within(card('Reserve')).getByRole('button', {
      name: 'View details of Reserve',
    });
    await user.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Reserve Membership' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(details).toHaveFocus();
  });

  it('goes to /waitlist from a card’s JOIN WAITLIST without opening the detail', async () => {
    const router = renderLanding();
    await userEvent
      .setup()
      .click(within(card('Elite')).getByRole('link', { name: 'JOIN WAITLIST' }));
    expect(router.state.location.pathname).toBe('/waitlist');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Choose Your Access on phones', () => {
  it('shows one card at a time starting on Elite, with arrows that stop at the ends and three dots', async () => {
    setMobileViewport();
    renderLanding();
    const user = userEvent.setup();
    const carousel = await screen.findByRole('region', { name: 'Membership tiers' });
    const shown = () => {
      const titleId = within(carousel).getByRole('article').getAttribute('aria-labelledby');
      return titleId ? document.getElementById(titleId)?.textContent : null;
    };
    const previous = within(carousel).getByRole('button', { name: 'Previous tier' });
    const next = within(carousel).getByRole('button', { name: 'Next tier' });

    expect(shown()).toBe('Elite');
    expect(
      within(carousel)
        .getAllByRole('button', { name: /^Show / })
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Show Reserve', 'Show Elite', 'Show Crown']);
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(previous);
    expect(shown()).toBe('Reserve');
    expect(previous).toBeDisabled();

    await user.click(next);
    await user.click(next);
    expect(shown()).toBe('Crown');
    expect(next).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: 'Show Crown' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the detail as a bottom sheet', async () => {
    setMobileViewport();
    renderLanding();
    const carousel = await screen.findByRole('region', { name: 'Membership tiers' });
    await userEvent.setup().click(within(carousel).getByText('Premium access, your way'));
    const sheet = await screen.findByRole('dialog', { name: 'Elite Membership' });
    expect(sheet).toHaveAttribute('data-variant', 'sheet');
    expect(within(sheet).getByRole('heading', { name: 'What You Get:' })).toBeVisible();
  });
});

describe('Unlimited vs Traditional Buying', () => {
  const checklist = () => {
    const list = within(section('LUXURY LOOKS DIFFERENT NOW')).getByRole('list', {
      name: /checklist/,
    });
    return within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  it('shows the title and tagline and defaults to Unlimited with six ticked items', () => {
    renderLanding();
    const region = section('LUXURY LOOKS DIFFERENT NOW');
    expect(within(region).getByText('Swap. Style. Save.')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Unlimited' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(checklist()).toEqual([
      'Yes:Get the bag you love',
      'Yes:Wear it for a monthly fee',
      'Yes:Swap it next month',
      'Yes:Try multiple brands',
      'Yes:No commitment to buy',
      'Yes:Exclusive member perks',
    ]);
  });

  it('switches to Traditional Buying and back', async () => {
    renderLanding();
    const user = userEvent.setup();
    const region = section('LUXURY LOOKS DIFFERENT NOW');
    await user.click(within(region).getByRole('button', { name: 'Traditional Buying' }));
    expect(within(region).getByRole('button', { name: 'Traditional Buying' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(checklist()).toEqual([
      'Yes:Pay thousands upfront',
      'No:Wear it for a monthly fee',
      'No:Swap it next month',
      'No:Try multiple brands',
      'No:No commitment to buy',
      'No:Exclusive member perks',
    ]);
    await user.click(within(region).getByRole('button', { name: 'Unlimited' }));
    expect(checklist()[0]).toBe('Yes:Get the bag you love');
  });
});

describe('footer', () => {
  it('teases the app, links to three social networks in new tabs, and has the legal note, copyright and admin link', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] }); // the copyright names this year: 2026
    renderLanding();
    setAllInView();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'App coming soon' })).toBeVisible();
    expect(
      within(footer).getByText('Join our waitlist to be the first to know when our app launches.'),
    ).toBeVisible();
    // The brand's own accounts, from the site settings (not a network's home page).
    for (const { network, href } of site.social) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAttribute('href', href);
      expect(new URL(href).pathname.length).toBeGreaterThan(1);
    }
    expect(site.social).toHaveLength(3);
    for (const [name, href] of [
      ['Membership policy', '/membership'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Contact', '/contact'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('heading', { name: 'Legal' })).toBeVisible();
    expect(
      within(footer).getByText(/trademarks and brand names belong to their respective owners/),
    ).toBeVisible();
    expect(within(footer).getByText('© 2026 Unlimited. All rights reserved.')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'admin' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });
});
