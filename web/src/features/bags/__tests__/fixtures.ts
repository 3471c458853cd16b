import type { Product } from '@unlimited/domain';

const date = new Date('2026-03-01T10:00:00Z');

export function productFixture(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    title: 'Classic Flap Bag',
    brand: 'Chanel',
    style: 'Medium',
    rank: 'SA',
    size: null,
    price: 185000,
    status: 'Active',
    description: 'Quilted lambskin with gold-tone hardware.',
    photos: [
      `https://storage.example.test/products/${overrides.id}-1.svg`,
      `https://storage.example.test/products/${overrides.id}-2.svg`,
    ],
    categories: ['Bags'],
    tags: ['black'],
    borrow_status: 'Available',
    access_levels: 'Elite',
    return_date: null,
    brand_slug: 'chanel',
    keywords: ['classic', 'flap', 'chanel'],
    date_added: date,
    created_at: date,
    updated_at: date,
    ...overrides,
  };
}
