import { describe, expect, it } from 'vitest';
import { orderUpdateSchema, updateOrderInputSchema } from '@unlimited/domain';
import { toUpdateOrderInput } from '../api/update-order';

describe('toUpdateOrderInput', () => {
  it('sends the status the admin saw, the new status and only the filled-in extras as numbers', () => {
    const values = orderUpdateSchema.parse({
      order_status: 'delivered',
      tracking_number: '  ',
      admin_notes: 'Left with concierge',
      bag_weight: '1.2',
      bag_length: '',
      bag_width: '10',
      bag_height: null,
    });
    const input = toUpdateOrderInput({ id: 'o1', order_status: 'in_transit' }, values);
    expect(input).toEqual({
      orderId: 'o1',
      expected_status: 'in_transit',
      order_status: 'delivered',
      correction: false,
      admin_notes: 'Left with concierge',
      bag_weight: 1.2,
      bag_width: 10,
    });
    // The callable client sends an undefined field as null, which the function refuses.
    expect(Object.keys(input)).not.toContain('tracking_number');
    expect(Object.keys(input)).not.toContain('bag_length');
    expect(updateOrderInputSchema.safeParse(input).success).toBe(true);
  });

  it('marks a confirmed step back as a correction', () => {
    const values = orderUpdateSchema.parse({ order_status: 'return_pending' });
    expect(toUpdateOrderInput({ id: 'o2', order_status: 'completed' }, values, true)).toMatchObject(
      {
        expected_status: 'completed',
        order_status: 'return_pending',
        correction: true,
      },
    );
  });
});
