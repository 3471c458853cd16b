import { describe, expect, it, vi } from 'vitest';
import { orderUpdateSchema } from '@unlimited/domain';
import { updateOrder } from '../api/update-order';

const updateDoc = vi.fn();
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  updateDoc: (...args: unknown[]) => updateDoc(...args) as unknown,
  serverTimestamp: () => 'SERVER_TIME',
}));
vi.mock('@/lib/firestore/queries/orders', () => ({
  orderRef: (_db: unknown, id: string) => `orders/${id}`,
}));

describe('updateOrder', () => {
  it('writes the status, filled-in extras as numbers and updated_at only', async () => {
    const values = orderUpdateSchema.parse({
      order_status: 'delivered',
      tracking_number: '  ',
      admin_notes: 'Left with concierge',
      bag_weight: '1.25',
      bag_length: '',
      bag_width: '10',
      bag_height: null,
    });
    await updateOrder({} as never, 'o1', values);
    expect(updateDoc).toHaveBeenCalledWith('orders/o1', {
      order_status: 'delivered',
      admin_notes: 'Left with concierge',
      bag_weight: 1.25,
      bag_width: 10,
      updated_at: 'SERVER_TIME',
    });
  });
});
