import { describe, expect, it } from 'vitest';
import {
  formatShippingAddress,
  orderDocSchema,
  orderUpdateFormSchema,
  orderUpdateSchema,
  orderUpdateToPatch,
  shippingAddressSchema,
  shipsWithoutTracking,
  trackingNumberProblem,
  TRACKING_REQUIRED_TO_SHIP,
  type OrderDoc,
} from '../schemas/order';
import { updateOrderInputSchema } from '../../operations';
import { US_STATE_CODES } from '../../core';

const address = {
  full_name: 'Ada Lovelace',
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  phone: null,
} as const;

const order: OrderDoc = {
  user_id: 'uid-1',
  bag_id: 'bag-1',
  bag_name: 'Classic Flap',
  bag_brand: 'Chanel',
  bag_image: 'https://example.com/flap.jpg',
  bag_tier: 'Elite',
  bag_retail_price: 285_000,
  user_tier: 'elite',
  shipping_address: { ...address },
  order_status: 'pending_shipment',
  tracking_number: null,
  bag_weight: null,
  bag_length: null,
  bag_width: null,
  bag_height: null,
  order_date: new Date('2025-05-01T00:00:00Z'),
  shipped_date: null,
  delivered_date: null,
  return_due_date: new Date('2025-05-31T00:00:00Z'),
  overdue: false,
  overdue_flagged_at: null,
  held_back: false,
  created_at: new Date('2025-05-01T00:00:00Z'),
  updated_at: new Date('2025-05-01T00:00:00Z'),
};

/** A copy of `value` without `keys`, as an older or incomplete document would be. */
function without<T extends object>(value: T, ...keys: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('orderDocSchema', () => {
  it('round-trips a valid order', () => {
    expect(orderDocSchema.parse(order)).toEqual(order);
  });

  it('drops admin notes an older order document still holds (they live in order_notes)', () => {
    expect(orderDocSchema.parse({ ...order, admin_notes: 'VIP' })).not.toHaveProperty(
      'admin_notes',
    );
  });

  it('reads missing optional fields as null', () => {
    const rest = without(
      order,
      'bag_image',
      'tracking_number',
      'bag_weight',
      'shipped_date',
      'delivered_date',
    );
    expect(orderDocSchema.parse(rest)).toMatchObject({
      bag_image: null,
      tracking_number: null,
      bag_weight: null,
      shipped_date: null,
      delivered_date: null,
    });
  });

  it('still reads an order whose address was written before the state had to be on the list', () => {
    const old = { ...order, shipping_address: { ...address, state: 'NA' } };
    expect(orderDocSchema.parse(old).shipping_address.state).toBe('NA');
    expect(shippingAddressSchema.safeParse(old.shipping_address).success).toBe(false);
  });

  it('refuses a price that is not whole cents and an unknown status', () => {
    expect(orderDocSchema.safeParse({ ...order, bag_retail_price: 10.5 }).success).toBe(false);
    expect(orderDocSchema.safeParse({ ...order, order_status: 'shipped' }).success).toBe(false);
  });
});

describe('shippingAddressSchema', () => {
  it('trims, upper-cases the state, defaults the country and nulls blank optionals', () => {
    expect(
      shippingAddressSchema.parse({
        full_name: ' Ada Lovelace ',
        line1: '1 Main St',
        line2: '  ',
        city: 'Springfield',
        state: 'il',
        postal_code: '62701-1234',
      }),
    ).toEqual({ ...address, postal_code: '62701-1234' });
  });

  it.each([
    ['full_name', ' ', 'Full name is required'],
    ['line1', '', 'Street address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['state', 'Illinois', 'Please choose a US state'],
    ['state', 'NA', 'Please choose a US state'],
    ['state', 'na', 'Please choose a US state'],
    ['state', 'XX', 'Please choose a US state'],
    ['postal_code', '6270', 'Please enter a valid ZIP code'],
    ['country', 'CA', 'We only ship within the US'],
    ['phone', 'call me', 'Please enter a valid phone number'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(messagesOf(shippingAddressSchema.safeParse({ ...address, [field]: value }))).toContain(
      message,
    );
  });

  it('accepts every one of the 50 states and DC, and nothing else', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATE_CODES).toContain('DC');
    for (const state of US_STATE_CODES) {
      expect(shippingAddressSchema.safeParse({ ...address, state }).success, state).toBe(true);
    }
    for (const state of ['NA', 'PR', 'GU', 'ZZ', 'N', 'NYC']) {
      expect(shippingAddressSchema.safeParse({ ...address, state }).success, state).toBe(false);
    }
  });

  it('formats an address as lines of text', () => {
    expect(formatShippingAddress({ ...address, line2: 'Apt 4', phone: '555-123-4567' })).toBe(
      'Ada Lovelace\n1 Main St\nApt 4\nSpringfield, IL 62701\nUS\n555-123-4567',
    );
    expect(formatShippingAddress(address)).toBe(
      'Ada Lovelace\n1 Main St\nSpringfield, IL 62701\nUS',
    );
  });
});

describe('orderUpdateSchema and orderUpdateToPatch', () => {
  it('accepts tracking numbers of letters, digits, dashes and spaces', () => {
    for (const tracking of ['1Z999AA10123456784', '9400 1000 0000 0000 0000 00', 'JD-0142-88']) {
      const values = orderUpdateSchema.parse({
        order_status: 'in_transit',
        tracking_number: tracking,
      });
      expect(values.tracking_number).toBe(tracking);
    }
  });

  it('omits blank tracking number, notes and dimensions', () => {
    const values = orderUpdateSchema.parse({
      order_status: 'in_transit',
      tracking_number: '  ',
      admin_notes: '',
      bag_weight: '',
      bag_length: '  ',
      bag_width: undefined,
      bag_height: null,
    });
    expect(orderUpdateToPatch(values)).toEqual({ order_status: 'in_transit' });
  });

  it('keeps filled fields, trimmed, with dimensions read as decimals', () => {
    const values = orderUpdateSchema.parse({
      order_status: 'delivered',
      tracking_number: ' 1Z999 ',
      admin_notes: 'Left at door',
      bag_weight: '2.5',
      bag_length: '14',
      bag_width: '.5',
      bag_height: 9,
    });
    expect(orderUpdateToPatch(values)).toEqual({
      order_status: 'delivered',
      tracking_number: '1Z999',
      admin_notes: 'Left at door',
      bag_weight: 2.5,
      bag_length: 14,
      bag_width: 0.5,
      bag_height: 9,
    });
  });

  it.each([
    ['bag_weight', 'heavy', 'Weight must be a positive number'],
    ['bag_weight', '0', 'Weight must be a positive number'],
    ['bag_length', '-3', 'Length must be a positive number'],
    ['bag_width', '1.2.3', 'Width must be a positive number'],
    ['bag_height', -1, 'Height must be a positive number'],
    ['bag_weight', '70.1', 'Weight must be at most 70 lbs'],
    ['bag_length', '48.5', 'Length must be at most 48 in'],
    ['bag_width', 49, 'Width must be at most 48 in'],
    ['bag_height', '2.55', 'Height can have at most one decimal place, like 2.5'],
    [
      'bag_weight',
      '1e9',
      'Weight must be written as a plain number, like 2.5 (no exponent such as 1e9)',
    ],
    [
      'bag_length',
      '2E1',
      'Length must be written as a plain number, like 2.5 (no exponent such as 1e9)',
    ],
    ['bag_weight', 1e9, 'Weight must be at most 70 lbs'],
    ['bag_weight', 'Infinity', 'Weight must be a positive number'],
    ['order_status', 'shipped', 'Please select a status'],
    [
      'tracking_number',
      '<b>hi</b>',
      'Tracking number may only contain letters, numbers, dashes and spaces',
    ],
    [
      'tracking_number',
      '1Z;DROP',
      'Tracking number may only contain letters, numbers, dashes and spaces',
    ],
  ])('refuses %s = %j with %j', (field, value, message) => {
    const result = orderUpdateSchema.safeParse({ order_status: 'in_transit', [field]: value });
    expect(messagesOf(result)).toEqual([message]);
  });
});

describe('package measures', () => {
  it('accepts a parcel at its bounds, to one decimal place', () => {
    const values = orderUpdateSchema.parse({
      order_status: 'delivered',
      bag_weight: '70',
      bag_length: '48',
      bag_width: '0.1',
      bag_height: '12.30',
    });
    expect(values).toMatchObject({
      bag_weight: 70,
      bag_length: 48,
      bag_width: 0.1,
      bag_height: 12.3,
    });
  });

  it('holds the callable to the same bounds as the form (never trust the client)', () => {
    const input = { orderId: 'order-1', expected_status: 'delivered', order_status: 'delivered' };
    expect(messagesOf(updateOrderInputSchema.safeParse({ ...input, bag_weight: 1e9 }))).toEqual([
      'Weight must be at most 70 lbs',
    ]);
    expect(messagesOf(updateOrderInputSchema.safeParse({ ...input, bag_height: 0 }))).toEqual([
      'Height must be a positive number',
    ]);
    expect(messagesOf(updateOrderInputSchema.safeParse({ ...input, bag_length: 2.25 }))).toEqual([
      'Length can have at most one decimal place, like 2.5',
    ]);
    expect(
      updateOrderInputSchema.safeParse({ ...input, bag_weight: 2.3, bag_width: 48 }).success,
    ).toBe(true);
  });

  it('still reads a stored order with measures from before the bounds', () => {
    expect(orderDocSchema.parse({ ...order, bag_weight: 1e9 }).bag_weight).toBe(1e9);
  });
});

describe('updateOrderInputSchema (the updateOrder callable)', () => {
  const input = {
    orderId: 'order-1',
    expected_status: 'pending_shipment',
    order_status: 'in_transit',
  };
  it('refuses a tracking number with markup, as the form does', () => {
    const result = updateOrderInputSchema.safeParse({ ...input, tracking_number: '<b>hi</b>' });
    expect(messagesOf(result)).toEqual([
      'Tracking number may only contain letters, numbers, dashes and spaces',
    ]);
    expect(
      updateOrderInputSchema.safeParse({ ...input, tracking_number: '1Z999AA10123456784' }).success,
    ).toBe(true);
  });
});

describe('a shipment needs a tracking number', () => {
  it('refuses marking an order In Transit with no tracking number, typed or stored', () => {
    expect(shipsWithoutTracking('pending_shipment', 'in_transit', undefined, null)).toBe(true);
    expect(shipsWithoutTracking('pending_shipment', 'in_transit', '  ', '')).toBe(true);
    // A correction back to In Transit ships it again: the same rule.
    expect(shipsWithoutTracking('delivered', 'in_transit', undefined, null)).toBe(true);
    expect(shipsWithoutTracking('pending_shipment', 'in_transit', '1Z999', null)).toBe(false);
    expect(shipsWithoutTracking('pending_shipment', 'in_transit', undefined, '1Z999')).toBe(false);
  });

  it('leaves other moves, and saving an order already In Transit without one, alone', () => {
    expect(shipsWithoutTracking('in_transit', 'in_transit', undefined, null)).toBe(false);
    expect(shipsWithoutTracking('in_transit', 'delivered', undefined, null)).toBe(false);
    expect(shipsWithoutTracking('pending_shipment', 'cancelled', undefined, null)).toBe(false);
  });

  it('puts the refusal on the form’s tracking field', () => {
    const schema = orderUpdateFormSchema({
      order_status: 'pending_shipment',
      tracking_number: null,
    });
    const refused = schema.safeParse({ order_status: 'in_transit', tracking_number: ' ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['tracking_number'], message: TRACKING_REQUIRED_TO_SHIP }),
    ]);
    expect(schema.safeParse({ order_status: 'in_transit', tracking_number: '1Z9' }).success).toBe(
      true,
    );
    expect(schema.safeParse({ order_status: 'cancelled' }).success).toBe(true);
    // Shown with the other fields' messages, not only once they are right.
    expect(
      messagesOf(schema.safeParse({ order_status: 'in_transit', bag_weight: '1e9' })).sort(),
    ).toEqual(
      [
        TRACKING_REQUIRED_TO_SHIP,
        'Weight must be written as a plain number, like 2.5 (no exponent such as 1e9)',
      ].sort(),
    );
    // The order's own number counts: a blank field leaves it as it is.
    expect(
      orderUpdateFormSchema({ order_status: 'pending_shipment', tracking_number: '1Z1' }).safeParse(
        { order_status: 'in_transit', tracking_number: '' },
      ).success,
    ).toBe(true);
  });

  it('says what is wrong with a typed tracking number', () => {
    expect(trackingNumberProblem('  ')).toBe(TRACKING_REQUIRED_TO_SHIP);
    expect(trackingNumberProblem('x'.repeat(101))).toBe(
      'Tracking number must be 100 characters or fewer',
    );
    expect(trackingNumberProblem('<b>1</b>')).toBe(
      'Tracking number may only contain letters, numbers, dashes and spaces',
    );
    expect(trackingNumberProblem(' 1Z 999-AA ')).toBeNull();
  });
});
