import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { resetBrandSummaryForTests } from '@/lib/public-data/brand-summary';
import { setMobileViewport } from '@/testing/browser-stubs';
import { preloadRoutes } from '@/testing/routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetBrandSummaryForTests(() => Promise.resolve([]));
});

beforeAll(() =>
  preloadRoutes(routes, [
    '/',
    '/home',
    '/no-such-page',
    '/faq',
    '/how-it-works',
    '/quiz',
    '/magazine',
    '/club',
    '/vault',
    '/cart',
    '/membership',
    '/terms',
    '/privacy',
    '/contact',
  ]),
);

describe('routing', () => {
  it('shows the landing hero with a JOIN WAITLIST link to /waitlist', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'JOIN WAITLIST' })[0]).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('sends /home to the landing page', async () => {
    const router = renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for an unknown path, inside the public layout', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('shows no bottom bar on the landing page, even on phones', async () => {
    setMobileViewport();
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('shows the bottom bar on phones on the other public pages', async () => {
    setMobileViewport();
    const user = userEvent.setup();
    const router = renderAt('/faq');
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(bar).getByRole('link', { name: 'Info' }));
    expect(await screen.findByRole('heading', { name: 'How Unlimited Works' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/how-it-works');
  });

  it('opens the style quiz at /quiz for a visitor, question 1 of 5', async () => {
    renderAt('/quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Style Quiz' })).toBeVisible();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
  });

  it('opens the Club at /club for a visitor: what it is and the waitlist', async () => {
    renderAt('/club');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'JOIN THE WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('opens the Magazine at /magazine', async () => {
    renderAt('/magazine');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Magazine' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/magazine/rss.xml',
    );
  });

  it('tells a visitor at /cart what the Cart is and the way in', async () => {
    renderAt('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    expect(screen.getByText(/the bags they carry that they may keep/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'JOIN THE WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('scrolls to the top when moving to another page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    scrollTo.mockClear();
    await router.navigate('/how-it-works');
    await screen.findByRole('heading', { name: 'How Unlimited Works' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('shows the routing fallback with status and message when a route fails', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <p>never shown</p>,
          loader: () => {
            throw new Response('Catalogue unavailable', {
              status: 503,
              statusText: 'Service Unavailable',
            });
          },
          errorElement: routes[0]!.errorElement,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('503 Service Unavailable')).toBeVisible();
    expect(screen.getByText('Catalogue unavailable')).toBeVisible();
  });

  it('shows the stack of a thrown error on the fallback', async () => {
    const boom = new Error('Something broke');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => {
            throw boom;
          },
          errorElement: routes[0]!.errorElement,
        },
      ],
      { initialEntries: ['/'] },
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('Something broke')).toBeVisible();
    expect(screen.getByText(/at /, { selector: 'pre' })).toHaveTextContent(
      boom.stack!.split('\n')[1]!.trim(),
    );
    consoleError.mockRestore();
  });
});

describe('document title', () => {
  it('names each page in the tab, and returns to the app title on the landing page', async () => {
    const router = renderAt('/faq');
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(document.title).toBe('FAQ · Unlimited');

    await router.navigate('/how-it-works');
    expect(await screen.findByRole('heading', { name: 'How Unlimited Works' })).toBeVisible();
    expect(document.title).toBe('How It Works · Unlimited');

    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(document.title).toBe('Unlimited — Designer on Rotation');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('names a page the router does not know', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(document.title).toBe('Page Not Found · Unlimited');
  });

  it('says "404" once on its 404 page, names the address and offers the likely places', async () => {
    renderAt('/no-such-page');
    const main = (await screen.findByRole('heading', { name: '404 Not Found' })).closest('main')!;
    expect(main.textContent?.match(/404/g)).toHaveLength(1);
    expect(main.textContent?.match(/not found/gi)).toHaveLength(1);
    expect(within(main).getByText('/no-such-page')).toBeVisible();
    const suggestions = within(main).getByRole('navigation', { name: 'Suggestions' });
    expect(within(suggestions).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  it.each([
    ['/membership', 'The Membership, Plainly', 'Membership Policy · Unlimited'],
    ['/terms', 'Terms of Service', 'Terms of Service · Unlimited'],
    ['/privacy', 'Privacy Notice', 'Privacy Notice · Unlimited'],
    ['/contact', 'Contact Us', 'Contact · Unlimited'],
  ])('serves %s with its heading and title, linked from the footer', async (path, h1, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeVisible();
    expect(document.title).toBe(title);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain(path);
  });
});
