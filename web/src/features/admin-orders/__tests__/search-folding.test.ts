/** The Orders search folds case and accents (issue 28): "hermes" finds a Hermès order. */
import { describe, expect, it } from 'vitest';
import type { Order } from '@unlimited/domain';
import { matchesOrderSearch } from '@/features/admin-orders/components/admin-orders';

describe('order search without the accents', () => {
  it('finds an order by its accented brand and customer name', () => {
    const order = {
      id: 'o1',
      bag_name: 'Kelly 28',
      bag_brand: 'Hermès',
      user_id: 'u1',
      shipping_address: { full_name: 'Zoë Adèle' },
    } as unknown as Order; // only the searched fields matter here
    expect(matchesOrderSearch(order, 'hermes')).toBe(true);
    expect(matchesOrderSearch(order, 'ZOE adele')).toBe(true);
    expect(matchesOrderSearch(order, 'dior')).toBe(false);
  });
});
