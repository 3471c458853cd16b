import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '@unlimited/domain';
import { PublicShell } from '@/components/layout/public-layout';
import { resetBrandSummaryForTests, type PublicBrand } from '@/lib/public-data/brand-summary';
import { SIGNED_IN_HINT_KEY, setSessionHint } from '@/lib/public-data/signed-in-hint';

// Sign out loads Firebase Auth on demand; here it is replaced at the module boundary.
const signOut = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('@/lib/session/sign-out', () => ({ signOut }));
import { setDesktopViewport, setMobileViewport } from '@/testing/browser-stubs';

const BRANDS: PublicBrand[] = [
  'Balenciaga',
  'Bottega Veneta',
  'Celine',
  'Chanel',
  'Dior',
  'Fendi',
  'Goyard',
  'Gucci',
  'Hermès',
  'Louis Vuitton',
  'Prada',
].map((name, i) => ({
  name,
  slug: name.toLowerCase().replace('è', 'e').replace(' ', '-'),
  count: i + 1,
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderAt(path: string) {
  const page = (title: string) => <h1>{title}</h1>;
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Landing') },
      {
        element: (
          <PublicShell>
            <Outlet />
          </PublicShell>
        ),
        children: [
          { path: '/how-it-works', element: page('How it works page') },
          { path: '/faq', element: page('FAQ page') },
          { path: '/brands', element: page('All brands') },
          { path: '/brands/:slug', element: page('One brand') },
          { path: '/categories/:slug', element: page('One category') },
          { path: '/login', element: page('Login page') },
          { path: '/dashboard', element: page('Dashboard page') },
          { path: '/bags', element: page('Bags page') },
          { path: '/membership-manage', element: page('Membership page') },
          { path: '/account', element: page('Account page') },
          { path: '/quiz', element: page('Quiz page') },
          { path: '/magazine', element: page('Magazine page') },
          { path: '/club', element: page('Club page') },
          { path: '/vault', element: page('Vault page') },
          { path: '/cart', element: page('Cart page') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

let request = deferred<PublicBrand[]>();
let requests = 0;

beforeEach(() => {
  request = deferred<PublicBrand[]>();
  requests = 0;
  resetBrandSummaryForTests(() => {
    requests += 1;
    return request.promise;
  });
});

describe('desktop top bar', () => {
  it('links to every public section, Log In, Admin and Join Waitlist', () => {
    renderAt('/faq');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'unlimited' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['How It Works', '/how-it-works'],
      ['Bags', '/bags'],
      ['Quiz', '/quiz'],
      ['Magazine', '/magazine'],
      ['FAQ', '/faq'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Brands' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(within(header).getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('shows Loading brands... in the Brands dropdown, then up to 10 brands and View All Brands', async () => {
    const { router, user } = renderAt('/how-it-works');
    await user.click(screen.getByRole('button', { name: 'Brands' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands...');

    await act(async () => request.resolve(BRANDS));
    const list = screen.getByRole('list', { name: 'Brands' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('Balenciaga');
    expect(within(list).queryByRole('link', { name: 'Prada' })).toBeNull();
    expect(screen.queryByText('Loading brands...')).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Brands' })).toHaveAttribute(
      'href',
      '/brands',
    );

    await user.click(within(list).getByRole('link', { name: 'Hermès' }));
    expect(router.state.location.pathname).toBe('/brands/hermes');
    expect(await screen.findByRole('heading', { name: 'One brand' })).toBeVisible();
    expect(requests).toBe(1);
  });

  it('asks for the brands only when the visitor reaches for the menu, and only once', async () => {
    const { user } = renderAt('/how-it-works');
    expect(requests).toBe(0);
    await user.hover(screen.getByRole('button', { name: 'Brands' }));
    expect(requests).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Brands' }));
    expect(requests).toBe(1);
  });

  it('says when the brands could not be loaded and tries again on request', async () => {
    const { user } = renderAt('/how-it-works');
    await user.click(screen.getByRole('button', { name: 'Brands' }));
    await act(async () => request.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load brands.');
    expect(screen.getByRole('link', { name: 'View All Brands' })).toBeVisible();

    request = deferred<PublicBrand[]>();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Loading brands...')).toBeVisible();
    await act(async () => request.resolve(BRANDS.slice(0, 2)));
    expect(within(screen.getByRole('list', { name: 'Brands' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(requests).toBe(2);
  });

  it('can be used with the keyboard alone', async () => {
    const { user } = renderAt('/how-it-works');
    await act(async () => request.resolve(BRANDS.slice(0, 3)));
    await user.tab(); // skip link
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'unlimited' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'How It Works' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Brands' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Balenciaga' })).toHaveFocus();
  });

  it('says whether the Brands list is open, and closes it with Escape, a click elsewhere or a link', async () => {
    const { router, user } = renderAt('/how-it-works');
    await act(async () => request.resolve(BRANDS.slice(0, 3)));
    const brands = screen.getByRole('button', { name: 'Brands' });
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Brands' })).toBeNull();

    await user.click(brands);
    expect(brands).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Balenciaga' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    expect(brands).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Brands' })).toBeNull();

    await user.click(brands);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(brands).toHaveAttribute('aria-expanded', 'false');

    await user.click(brands);
    await user.click(screen.getByRole('link', { name: 'View All Brands' }));
    expect(router.state.location.pathname).toBe('/brands');
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is replaced by the bottom bar on phones', () => {
    setMobileViewport();
    renderAt('/how-it-works');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(requests).toBe(0);
  });
});

describe('mobile bottom bar', () => {
  it('shows Home, Info, Shop and Account on phones', () => {
    setMobileViewport();
    renderAt('/faq');
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Info' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(within(bar).getByRole('button', { name: 'Shop' })).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
  });

  it('is the member’s for someone signed in: Home to the dashboard, Orders, Shop, Account, and no waitlist', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    setMobileViewport();
    const { user } = renderAt('/faq');
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(bar).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(bar).getByRole('button', { name: 'Shop' })).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(bar).queryByRole('link', { name: 'Info' })).toBeNull();
    expect(screen.queryByRole('link', { name: /join waitlist/i })).toBeNull();
    // Home stays in the member area: the bar is still there, on the dashboard.
    await user.click(within(bar).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Home',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('turns into the visitor’s when the member signs out', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    setMobileViewport();
    renderAt('/faq');
    act(() => setSessionHint('signed-out'));
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
  });

  it('is not shown on desktop', () => {
    renderAt('/faq');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('is gone once Home leads to the landing page', async () => {
    setMobileViewport();
    const { user } = renderAt('/faq');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('hides when the window grows past 1024 px and comes back when it shrinks', () => {
    setMobileViewport();
    renderAt('/faq');
    act(() => setDesktopViewport());
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    act(() => setMobileViewport());
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  it('opens Shop with five Popular Brands and the five categories', async () => {
    setMobileViewport();
    const { router, user } = renderAt('/faq');
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shop' });
    const brands = within(
      within(sheet).getByRole('region', { name: 'Popular Brands' }),
    ).getAllByRole('link');
    expect(brands.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Louis Vuitton', '/brands/louis-vuitton'],
      ['Chanel', '/brands/chanel'],
      ['Hermès', '/brands/hermes'],
      ['Gucci', '/brands/gucci'],
      ['Prada', '/brands/prada'],
    ]);
    const categories = within(
      within(sheet).getByRole('region', { name: 'Categories' }),
    ).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bags', '/categories/bags'],
      ['Accessories', '/categories/accessories'],
      ['Wallets', '/categories/wallets'],
      ['Apparel', '/categories/apparel'],
      ['Jewelry', '/categories/jewelry'],
    ]);
    // Only catalogue categories: "Mens" is none and led to "Category not found".
    for (const link of categories) {
      expect(CATEGORIES).toContain(link.textContent);
    }

    await user.click(categories[0]!);
    expect(router.state.location.pathname).toBe('/categories/bags');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes Shop with Esc, back to the Shop button', async () => {
    setMobileViewport();
    const { user } = renderAt('/faq');
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    expect(await screen.findByRole('dialog', { name: 'Shop' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveFocus();
  });
});

/** The links of a region, as [name, href] pairs. */
function linksOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the header for someone signed in', () => {
  beforeEach(() => {
    signOut.mockReset();
    signOut.mockImplementation(async () => setSessionHint('signed-out'));
  });

  it('shows a member Dashboard, Bags, Brands, Orders, Saved, Membership, Account, More and Sign out, and no Log In or Join Waitlist', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    renderAt('/bags');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Bags', '/bags'],
      ['Orders', '/orders'],
      ['Saved', '/saved'],
      ['Membership', '/membership-manage'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Brands' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'More' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Bags' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Back-office' })).toBeNull();
  });

  it('does not invite a member to the waitlist in the footer; a visitor is invited', () => {
    const visitorText = 'Join our waitlist to be the first to know when our app launches.';
    renderAt('/faq');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(visitorText)).toBeVisible();
    act(() => setSessionHint('member'));
    expect(within(footer).queryByText(/waitlist/i)).toBeNull();
    expect(within(footer).getByText('We’ll let you know when our app launches.')).toBeVisible();
  });

  it('gives an admin a link to the back-office', () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'admin');
    renderAt('/brands');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Back-office' }),
    ).toHaveAttribute('href', '/admin');
  });

  it('follows the session as it signs in and out, without a reload', () => {
    renderAt('/faq');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toBeVisible();
    act(() => setSessionHint('member'));
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Log In' })).toBeNull();
    act(() => setSessionHint('signed-out'));
    expect(within(header).getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  it('signs out from the header and goes home', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    const { router, user } = renderAt('/account');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});

describe('the phone menu', () => {
  it('lists the public places, Log In and Join Waitlist for a visitor', async () => {
    setMobileViewport();
    const { user, router } = renderAt('/faq');
    // The bar keeps room for the logo and Join Waitlist; the theme is in the menu.
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: /^Theme:/ }),
    ).toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(linksOf(sheet)).toEqual([
      ['How It Works', '/how-it-works'],
      ['Brands', '/brands'],
      ['Bags', '/bags'],
      ['Quiz', '/quiz'],
      ['Magazine', '/magazine'],
      ['FAQ', '/faq'],
      ['Club', '/club'],
      ['Vault', '/vault'],
      ['Log In', '/login'],
      ['Join Waitlist', '/waitlist'],
    ]);
    expect(within(sheet).getByRole('button', { name: /^Theme:/ })).toBeVisible();
    await user.click(within(sheet).getByRole('link', { name: 'Brands' }));
    expect(router.state.location.pathname).toBe('/brands');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the member places and Sign out for a member, and the back-office for an admin', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'admin');
    setMobileViewport();
    const { user } = renderAt('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(linksOf(sheet)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Bags', '/bags'],
      ['Brands', '/brands'],
      ['Orders', '/orders'],
      ['Saved', '/saved'],
      ['Membership', '/membership-manage'],
      ['Account', '/account'],
      ['Quiz', '/quiz'],
      ['Magazine', '/magazine'],
      ['Club', '/club'],
      ['Vault', '/vault'],
      ['Cart', '/cart'],
      ['Back-office', '/admin'],
    ]);
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveFocus(),
    );
  });
});

describe('the More menu of the desktop bar', () => {
  it('takes a visitor to the Club and the Vault', async () => {
    const { router, user } = renderAt('/faq');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'More' })).toBeNull();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = within(nav).getByRole('list', { name: 'More' });
    expect(linksOf(list)).toEqual([
      ['Club', '/club'],
      ['Vault', '/vault'],
    ]);
    await user.click(within(list).getByRole('link', { name: 'Vault' }));
    expect(router.state.location.pathname).toBe('/vault');
    expect(await screen.findByRole('heading', { name: 'Vault page' })).toBeVisible();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a member the quiz, the Magazine, the Club, the Vault and the Cart', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    const { router, user } = renderAt('/dashboard');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const list = within(nav).getByRole('list', { name: 'More' });
    expect(linksOf(list)).toEqual([
      ['Quiz', '/quiz'],
      ['Magazine', '/magazine'],
      ['Club', '/club'],
      ['Vault', '/vault'],
      ['Cart', '/cart'],
    ]);
    expect(within(list).queryByRole('link', { name: 'Back-office' })).toBeNull();
    await user.click(within(list).getByRole('link', { name: 'Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
    // On one of its pages the menu marks it, as the bar marks its own.
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');
  });

  it('is used with the keyboard alone: Enter opens it, Tab walks its links, Escape closes it', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'member');
    const { router, user } = renderAt('/dashboard');
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Quiz' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Club' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/club');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user } = renderAt('/faq');
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    await user.tab(); // Club
    await user.tab(); // Vault
    await user.tab(); // out of the menu
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists an admin’s back-office too, for the widths where the bar has no room for it', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'admin');
    const { user } = renderAt('/dashboard');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const backOffice = within(within(nav).getByRole('list', { name: 'More' })).getByRole('link', {
      name: 'Back-office',
    });
    expect(backOffice).toHaveAttribute('href', '/admin');
    expect(backOffice.closest('li')).toHaveClass('xl:hidden');
    // From 1280 px it is in the bar, which hides its own below that.
    expect(
      within(screen.getByRole('banner'))
        .getAllByRole('link', { name: 'Back-office' })
        .find((link) => !nav.contains(link)),
    ).toHaveClass('max-xl:hidden');
  });
});
