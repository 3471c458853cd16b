import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandsList } from '@/features/brands/components/brands-list';
import { useBrandSummary } from '@/lib/public-data/brand-summary';

vi.mock('@/lib/public-data/brand-summary', () => ({ useBrandSummary: vi.fn() }));

const retry = vi.fn();

function summary(
  status: 'loading' | 'error' | 'success',
  brands: { name: string; slug: string }[] = [],
) {
  vi.mocked(useBrandSummary).mockReturnValue({
    status,
    brands: brands.map((brand) => ({ ...brand, count: 3 })),
    retry,
  });
}

function renderBrands() {
  const router = createMemoryRouter([{ path: '/brands', element: <BrandsList /> }], {
    initialEntries: ['/brands'],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  retry.mockReset();
});

describe('/brands', () => {
  it('shows a loading indicator while the brands load', () => {
    summary('loading');
    renderBrands();
    expect(screen.getByRole('heading', { level: 1, name: 'Designer Brands' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands...');
  });

  it('says the brands failed to load, in red, and can try again', async () => {
    summary('error');
    const user = renderBrands();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load brands.');
    expect(alert).toHaveClass('text-red-700');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when there are no brands', () => {
    summary('success', []);
    renderBrands();
    expect(screen.getByText('No brands available at the moment.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each brand with a View Collection link to its page', () => {
    summary('success', [
      { name: 'Chanel', slug: 'chanel' },
      { name: 'Hermès', slug: 'hermes' },
      { name: 'Louis Vuitton', slug: 'louis-vuitton' },
    ]);
    renderBrands();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByRole('heading', { name: 'Hermès' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Collection of Chanel' })).toHaveAttribute(
      'href',
      '/brands/chanel',
    );
    expect(screen.getByRole('link', { name: 'View Collection of Louis Vuitton' })).toHaveAttribute(
      'href',
      '/brands/louis-vuitton',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
