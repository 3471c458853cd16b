import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routing', () => {
  it('shows the landing hero with a JOIN WAITLIST link to /waitlist', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'DESIGNER ON ROTATION' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'JOIN WAITLIST' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
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
});
