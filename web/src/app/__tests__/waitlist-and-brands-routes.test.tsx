import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { preloadRoutes } from '@/testing/routes';

vi.mock('@/lib/public-data/brand-summary', () => ({
  useBrandSummary: () => ({
    status: 'success',
    brands: [{ name: 'Chanel', slug: 'chanel', count: 2 }],
    retry: () => {},
  }),
}));

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

beforeAll(() => preloadRoutes(routes, ['/waitlist', '/brands']));

describe('waitlist and brand routes', () => {
  it('serves the waitlist page at /waitlist, inside the public layout', async () => {
    renderAt('/waitlist?tier=crown');
    expect(await screen.findByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Crown/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('serves the brand list at /brands', async () => {
    renderAt('/brands');
    expect(await screen.findByRole('heading', { name: 'Designer Brands' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Collection of Chanel' })).toHaveAttribute(
      'href',
      '/brands/chanel',
    );
  });
});
