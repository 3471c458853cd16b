import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';

vi.mock('@/lib/public-data/brand-summary', () => ({
  useBrandSummary: () => ({
    status: 'success',
    brands: [{ name: 'Chanel', slug: 'chanel', count: 2 }],
    retry: () => {},
  }),
}));

// Route modules load lazily; under a busy parallel run the first import can be slow.
const LAZY_ROUTE = { timeout: 5000 };

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('waitlist and brand routes', () => {
  it('serves the waitlist page at /waitlist, inside the public layout', async () => {
    renderAt('/waitlist?tier=crown');
    expect(
      await screen.findByRole('heading', { name: 'Join Our Waitlist' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Crown/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('serves the brand list at /brands', async () => {
    renderAt('/brands');
    expect(
      await screen.findByRole('heading', { name: 'Designer Brands' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Collection of Chanel' })).toHaveAttribute(
      'href',
      '/brands/chanel',
    );
  });
});
