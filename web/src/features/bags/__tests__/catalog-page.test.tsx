import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '@unlimited/domain';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { CatalogPage, type ForYouOrder } from '@/features/bags/components/catalog-page';
import { productFixture } from './fixtures';

vi.mock('@/features/bags/api/get-catalog', () => ({ useCatalog: vi.fn() }));

function renderCatalog(category?: Category, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/bags', element: <CatalogPage useCatalog={useCatalog} /> },
      {
        path: '/categories/:slug',
        element: <CatalogPage category={category ?? 'Bags'} useCatalog={useCatalog} />,
      },
    ],
    { initialEntries: [(category ? `/categories/${category.toLowerCase()}` : '/bags') + search] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  vi.mocked(useCatalog).mockReset();
  vi.mocked(useCatalog).mockReturnValue({
    status: 'success',
    products: [
      productFixture({ id: 'flap-1' }),
      productFixture({ id: 'kelly-2', title: 'Kelly 28', brand: 'Hermès', photos: [] }),
    ],
    hasMore: true,
  });
});

describe('/bags', () => {
  it('lists the bags with brand, title, price, rank and a link to each', () => {
    renderCatalog();
    const cards = within(screen.getByRole('list')).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Classic Flap Bag' })).toHaveAttribute(
      'href',
      '/bags/flap-1',
    );
    expect(within(cards[0]!).getByText('$1,850')).toBeVisible();
    expect(within(cards[0]!).getByText('SA · Like New')).toBeVisible();
    expect(
      within(cards[1]!).getByRole('img', { name: 'Kelly 28: photo coming soon' }),
    ).toBeVisible();
  });

  it('loads one more page at a time', async () => {
    const { user } = renderCatalog();
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: undefined, search: '', availableOnly: false },
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: undefined, search: '', availableOnly: false },
      2,
    );
  });

  it('offers search by what it really matches, and no longer promises colours', () => {
    renderCatalog();
    const box = screen.getByRole('searchbox', { name: 'Search bags' });
    expect(box).toHaveAttribute('placeholder', 'Search by brand, style or material');
    expect(box.getAttribute('placeholder')).not.toMatch(/colou?r/i);
  });

  it('searches for what the member typed, from the first page', async () => {
    const { user } = renderCatalog();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search bags' }), ' Hermès kelly ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: undefined, search: 'Hermès kelly', availableOnly: false },
      1,
    );
  });

  it('says when nothing matches the search', async () => {
    const { user } = renderCatalog();
    vi.mocked(useCatalog).mockReturnValue({ status: 'success', products: [], hasMore: false });
    await user.type(screen.getByRole('searchbox'), 'birkin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No bags match “birkin”.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('moves to a category page with the filter', async () => {
    const { user, router } = renderCatalog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Jewelry');
    expect(router.state.location.pathname).toBe('/categories/jewelry');
  });

  it('shows the category and asks only for it', () => {
    renderCatalog('Jewelry');
    expect(screen.getByRole('heading', { level: 1, name: 'Jewelry' })).toBeVisible();
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: 'Jewelry', search: '', availableOnly: false },
      1,
    );
  });

  it('reports loading and failures', () => {
    vi.mocked(useCatalog).mockReturnValue({ status: 'error', products: [], hasMore: false });
    renderCatalog();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bags.');
  });

  it('holds the grid’s place with cards of the real size while the bags load', () => {
    vi.mocked(useCatalog).mockReturnValue({ status: 'loading', products: [], hasMore: false });
    renderCatalog();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading bags...');
    // Eight placeholder cards, hidden from screen readers, in the real grid's columns.
    const grid = loading.querySelector('ul')!;
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid.className).toContain('grid-cols-2');
    expect(grid.querySelectorAll('li')).toHaveLength(8);
    expect(grid.querySelectorAll('.aspect-square')).toHaveLength(8);
  });

  it('loads the first screen of photos at once, the first one first, and the rest lazily', () => {
    vi.mocked(useCatalog).mockReturnValue({
      status: 'success',
      products: Array.from({ length: 6 }, (_, index) =>
        productFixture({ id: `bag-${index}`, title: `Bag ${index}` }),
      ),
      hasMore: false,
    });
    renderCatalog();
    const photos = within(screen.getByRole('list')).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows where each bag is: available now, out with its date, held, in care', () => {
    vi.mocked(useCatalog).mockReturnValue({
      status: 'success',
      products: [
        productFixture({ id: 'free' }),
        productFixture({
          id: 'out',
          title: 'Kelly 28',
          borrow_status: 'Borrowed',
          // Midday UTC: December 4 in every time zone the tests run in.
          return_date: new Date('2026-12-04T12:00:00Z'),
        }),
        productFixture({ id: 'care', title: 'Jackie 1961', borrow_status: 'Maintenance' }),
        productFixture({ id: 'held', title: 'Lady Dior', borrow_status: 'Reserved' }),
      ],
      hasMore: false,
    });
    renderCatalog();
    const [free, out, care, held] = within(screen.getByRole('list')).getAllByRole('article');
    expect(within(free!).getByText('Available now')).toBeVisible();
    expect(within(out!).getByText('Out with a member')).toBeVisible();
    expect(within(out!).getByText('Due back December 4')).toBeVisible();
    expect(within(care!).getByText('In care at our atelier')).toBeVisible();
    expect(within(held!).getByText('Held for the next in line')).toBeVisible();
    // A visitor's card: no queue to join from here, the bag's page is the way.
    expect(screen.queryByRole('link', { name: /Join the queue/ })).toBeNull();
    expect(within(out!).getByRole('link', { name: 'Kelly 28' })).toHaveAttribute(
      'href',
      '/bags/out',
    );
  });

  it('filters to the bags available now with a checkbox kept in the address', async () => {
    const { user, router } = renderCatalog();
    const filter = screen.getByRole('checkbox', { name: 'Available now' });
    expect(filter).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(filter);
    expect(filter).toBeChecked();
    expect(router.state.location.search).toBe('?available=1');
    // From the first page again.
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: undefined, search: '', availableOnly: true },
      1,
    );
    // The keyboard reaches it and Space turns it off.
    filter.focus();
    await user.keyboard(' ');
    expect(filter).not.toBeChecked();
    expect(router.state.location.search).toBe('');
    // Back returns to the filtered page, and the box says so.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?available=1');
    expect(screen.getByRole('checkbox', { name: 'Available now' })).toBeChecked();
  });

  it('starts filtered from the address, and keeps the filter when the category changes', async () => {
    const { user, router } = renderCatalog(undefined, '?available=1');
    expect(screen.getByRole('checkbox', { name: 'Available now' })).toBeChecked();
    expect(useCatalog).toHaveBeenLastCalledWith(
      { category: undefined, search: '', availableOnly: true },
      1,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Jewelry');
    expect(router.state.location.pathname).toBe('/categories/jewelry');
    expect(router.state.location.search).toBe('?available=1');
  });

  it('says what to do when no bag is available now', () => {
    vi.mocked(useCatalog).mockReturnValue({ status: 'success', products: [], hasMore: false });
    renderCatalog(undefined, '?available=1');
    expect(
      screen.getByText(
        'No bags are available right now. Turn off “Available now” to see the bags that are out and join their queues.',
      ),
    ).toBeVisible();
  });
});

describe('the closet “For you” (members)', () => {
  function renderForYou(forYou: ForYouOrder, search = '') {
    const router = createMemoryRouter(
      [{ path: '/bags', element: <CatalogPage useCatalog={useCatalog} forYou={forYou} /> }],
      { initialEntries: [`/bags${search}`] },
    );
    render(<RouterProvider router={router} />);
    return { router, user: userEvent.setup() };
  }
  const titles = () =>
    within(screen.getByRole('list'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);

  it('is not offered to visitors', () => {
    renderCatalog();
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
  });

  it('orders the bags by the member’s style profile once chosen, in the address', async () => {
    const order = vi.fn((products: Product[]) => Promise.resolve([...products].reverse()));
    const { user, router } = renderForYou({ status: 'ready', order });
    expect(titles()).toEqual(['Classic Flap Bag', 'Kelly 28']);
    expect(order).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'For you');
    await waitFor(() => expect(titles()).toEqual(['Kelly 28', 'Classic Flap Bag']));
    expect(router.state.location.search).toBe('?sort=for-you');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest');
    expect(titles()).toEqual(['Classic Flap Bag', 'Kelly 28']);
  });

  it('asks a member without a style profile to take the quiz', () => {
    renderForYou({ status: 'none' }, '?sort=for-you');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('for-you');
    expect(screen.getByText(/you have none yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
    expect(titles()).toEqual(['Classic Flap Bag', 'Kelly 28']);
  });
});
