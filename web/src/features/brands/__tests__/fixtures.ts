import type { Product } from '@unlimited/domain';

const date = new Date('2026-03-01T10:00:00Z');

/** A catalogue product with sensible defaults for component tests. */
export function productFixture(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    title: 'Classic Flap Bag',
    brand: 'Chanel',
    style: 'Medium',
    rank: 'A',
    size: null,
    price: 185000,
    status: 'Active',
    description: 'Quilted lambskin with gold-tone hardware.',
    photos: [`https://storage.example.test/products/${overrides.id}-1.svg`],
    categories: ['Bags'],
    tags: [],
    borrow_status: 'Available',
    access_levels: 'Any',
    return_date: null,
    brand_slug: 'chanel',
    keywords: ['classic', 'flap', 'chanel'],
    date_added: date,
    created_at: date,
    updated_at: date,
    ...overrides,
  };
}
