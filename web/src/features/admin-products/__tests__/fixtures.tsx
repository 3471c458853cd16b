import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { deriveProductFields } from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';

const when = new Date('2026-01-10T12:00:00Z');

/** A product as the admin table holds it (`borrower`: who holds it, from its loan). */
export function makeProduct(
  overrides: Partial<AdminProduct> & { id: string; title: string },
): AdminProduct {
  const base: AdminProduct = {
    borrower: null,
    brand: 'Chanel',
    style: null,
    rank: 'A',
    size: null,
    price: 185000,
    status: 'Active',
    description: 'A beautiful bag in excellent condition.',
    photos: [`https://img.test/${overrides.id}.jpg`],
    categories: ['Bags'],
    tags: [],
    borrow_status: 'Available',
    access_levels: 'Reserve',
    return_date: null,
    brand_slug: '',
    keywords: [],
    date_added: when,
    created_at: when,
    updated_at: when,
    ...overrides,
  };
  return { ...base, ...deriveProductFields(base) };
}

export const PRODUCTS: AdminProduct[] = [
  makeProduct({
    id: 'p1',
    title: 'Classic Flap Bag',
    brand: 'Chanel',
    price: 895000,
    access_levels: 'Elite,Crown',
  }),
  makeProduct({
    id: 'p2',
    title: 'Neverfull MM',
    brand: 'Louis Vuitton',
    price: 185000,
    borrow_status: 'Borrowed',
    access_levels: 'Reserve,Elite',
    categories: ['Bags', 'Sale'],
  }),
  makeProduct({
    id: 'p3',
    title: 'Card Holder',
    brand: 'Hermès',
    price: 45000,
    status: 'Hidden',
    photos: [],
    categories: ['Wallets'],
    access_levels: 'Any',
  }),
  makeProduct({
    id: 'p4',
    title: 'Le Cagole Shoulder Bag',
    brand: 'Balenciaga',
    price: 320000,
    status: 'Sold',
    borrow_status: 'Maintenance',
    access_levels: 'Crown',
    categories: ['Bags', 'Preorder'],
  }),
];

/** Renders `ui` inside a router with a Toaster; returns a user-event instance. */
export function renderWithToaster(ui: ReactNode, url = '/admin/products') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Toaster />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}
