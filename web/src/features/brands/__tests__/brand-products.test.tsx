import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { useBrandProducts } from '@/features/brands/api/get-brand-products';
import { BrandProducts } from '@/features/brands/components/brand-products';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useBrandSummary } from '@/lib/public-data/brand-summary';
import { productFixture } from './fixtures';

vi.mock('@/features/brands/api/get-brand-products', () => ({ useBrandProducts: vi.fn() }));
vi.mock('@/lib/public-data/brand-summary', () => ({ useBrandSummary: vi.fn() }));

const retry = vi.fn();

function products(status: 'loading' | 'error' | 'success', list: Product[] = []) {
  vi.mocked(useBrandProducts).mockReturnValue(
    status === 'success' ? { status, products: list, retry } : { status, products: [], retry },
  );
}

function renderBrand(slug: string, forVisitor = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/brands/:brandSlug',
        element: (
          <BrandProducts
            brandSlug={slug}
            useBrandProducts={useBrandProducts}
            forVisitor={forVisitor}
          />
        ),
      },
    ],
    { initialEntries: [`/brands/${slug}`] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  retry.mockReset();
  vi.mocked(useBrandProducts).mockReset();
  vi.mocked(useBrandSummary).mockReturnValue({
    status: 'success',
    brands: [
      { name: 'Chanel', slug: 'chanel', count: 4 },
      { name: 'Hermès', slug: 'hermes', count: 2 },
    ],
    retry: vi.fn(),
  });
});

describe('/brands/:brandSlug', () => {
  it('names the brand, links back to all brands, and loads that brand’s products', () => {
    products('loading');
    renderBrand('hermes');

    expect(screen.getByRole('heading', { level: 1, name: 'Hermès' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All Brands' })).toHaveAttribute('href', '/brands');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Hermès products...');
    expect(useBrandProducts).toHaveBeenCalledWith('hermes', false);
  });

  it('names a known brand even before the brand summary arrives', () => {
    vi.mocked(useBrandSummary).mockReturnValue({ status: 'loading', brands: [], retry: vi.fn() });
    products('loading');
    renderBrand('louis-vuitton');
    expect(screen.getByRole('heading', { level: 1, name: 'Louis Vuitton' })).toBeVisible();
  });

  it('says the products failed to load, in red, and Try Again retries', async () => {
    products('error');
    const user = renderBrand('chanel');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products for this brand.');
    expect(alert).toHaveClass('text-red-700');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when the brand has no products on show', () => {
    products('success', []);
    renderBrand('chanel');
    expect(screen.getByText('No Chanel products available')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse other brands' })).toHaveAttribute(
      'href',
      '/brands',
    );
    // A member sees all their tier may see: no waitlist.
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).toBeNull();
  });

  it('tells a visitor that members see more, with the way to the waitlist', () => {
    products('success', []);
    renderBrand('gucci', true);
    expect(screen.getByText('No Gucci products available')).toBeVisible();
    expect(screen.getByText(/Members see more of the closet than visitors do\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('shows a card per product: photo, access badge, brand, title, price and rank', () => {
    products('success', [
      productFixture({
        id: 'flap-1',
        title: 'Classic Flap Bag',
        price: 185000,
        rank: 'SA',
        access_levels: 'Elite',
      }),
      productFixture({
        id: 'wallet-2',
        title: 'Boy Wallet',
        price: 64950,
        rank: 'AB',
        access_levels: 'Reserve,Elite',
        photos: [],
      }),
      productFixture({ id: 'tote-3', title: 'Deauville Tote', price: 120000, rank: 'B' }),
    ]);
    renderBrand('chanel');

    const cards = within(screen.getByRole('list')).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [flap, wallet, tote] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(flap).getByRole('img', { name: 'Chanel Classic Flap Bag' })).toHaveAttribute(
      'src',
      'https://storage.example.test/products/flap-1-1.svg',
    );
    expect(within(flap).getByText('Elite')).toBeVisible();
    expect(within(flap).getByText('Chanel')).toBeVisible();
    expect(within(flap).getByText('$1,850')).toBeVisible();
    expect(within(flap).getByText('SA · Like New')).toBeVisible();
    expect(within(flap).getByRole('link', { name: 'Classic Flap Bag' })).toHaveAttribute(
      'href',
      '/bags/flap-1',
    );

    // No photo: the shipped placeholder, not a broken image.
    const placeholder = within(wallet).getByRole('img', { name: 'Boy Wallet: photo coming soon' });
    expect(placeholder).toHaveAttribute('src', placeholderPhoto);
    expect(within(wallet).getByText('Reserve & Elite')).toBeVisible();
    expect(within(wallet).getByText('$649.50')).toBeVisible();
    expect(within(wallet).getByText('AB · Very Good')).toBeVisible();

    // Access level Any: no access badge.
    expect(within(tote).queryByText('Any')).toBeNull();
    expect(within(tote).getByText('$1,200')).toBeVisible();
    expect(within(tote).getByText('B · Good')).toBeVisible();
  });

  it('falls back to the placeholder when a photo fails to load', () => {
    products('success', [productFixture({ id: 'flap-1', title: 'Classic Flap Bag' })]);
    renderBrand('chanel');

    const photo = screen.getByRole('img', { name: 'Chanel Classic Flap Bag' });
    fireEvent.error(photo);

    expect(
      screen.getByRole('img', { name: 'Classic Flap Bag: photo coming soon' }),
    ).toHaveAttribute('src', placeholderPhoto);
  });
});
