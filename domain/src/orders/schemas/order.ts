/**
 * The `orders` collection: the stored document, the shipping address, and the admin
 * "Update Order" form (spec "admin-and-waitlist" §2 /admin/orders, §5 "Order update").
 */
import { z } from 'zod';
import { ACCESS_LEVELS } from '../../catalogue';
import { ORDER_OUTCOMES, ORDER_STATUSES, type OrderStatus } from '../orders';
import { TIER_IDS } from '../../membership';
import {
  isUsStateCode,
  STATE_INVALID,
  STATE_REQUIRED,
  centsField,
  nullableField,
  omittableTextField,
  optionalTextField,
} from '../../core';

/** Character limits of the shipping address fields. */
export const SHIPPING_ADDRESS_LIMITS = {
  full_name: 120,
  line1: 200,
  line2: 200,
  city: 100,
  phone: 30,
} as const;

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * A US shipping address. Text is trimmed, the state is upper-cased, a blank second line
 * or phone is `null`. Only US addresses are accepted: the state is one of `US_STATES`
 * (the 50 states and DC) and the ZIP is a US format.
 */
export const shippingAddressSchema = z.object({
  full_name: requiredText(
    SHIPPING_ADDRESS_LIMITS.full_name,
    'Full name is required',
    'Full name is too long',
  ),
  line1: requiredText(
    SHIPPING_ADDRESS_LIMITS.line1,
    'Street address is required',
    'Street address is too long',
  ),
  line2: optionalTextField(SHIPPING_ADDRESS_LIMITS.line2, 'Address line 2 is too long'),
  city: requiredText(SHIPPING_ADDRESS_LIMITS.city, 'City is required', 'City is too long'),
  state: z
    .string({ error: STATE_REQUIRED })
    .trim()
    .toUpperCase()
    .min(1, STATE_REQUIRED)
    .refine((code): boolean => isUsStateCode(code), STATE_INVALID),
  postal_code: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code'),
  country: z.literal('US', { error: 'We only ship within the US' }).default('US'),
  phone: optionalTextField(SHIPPING_ADDRESS_LIMITS.phone, 'Phone number is too long').refine(
    (phone) => phone === null || /^\+?[\d\s().-]{7,}$/.test(phone),
    'Please enter a valid phone number',
  ),
});

/**
 * A shipping address as stored on an order or a profile. Addresses written before the
 * state had to be one of `US_STATES` (any two letters passed then) still read, so an old
 * order stays readable and an old profile opens in its form, which asks for a state from
 * the list before it saves; every write parses with {@link shippingAddressSchema}.
 */
export const storedShippingAddressSchema = shippingAddressSchema.extend({
  state: z.string().trim().toUpperCase(),
});

export type ShippingAddress = z.output<typeof storedShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** A shipping address as text, one line per part (as the order details dialog shows it). */
export function formatShippingAddress(address: ShippingAddress): string {
  return [
    address.full_name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
    address.phone,
  ]
    .filter((line): line is string => line !== null && line !== '')
    .join('\n');
}

const dimensionField = nullableField(z.number().positive());

/**
 * An `orders/{id}` document. Prices are integer cents; package weight is in pounds and
 * length, width and height in inches. Optional fields missing from older documents read
 * as `null`.
 */
export const orderDocSchema = z.object({
  user_id: z.string().min(1),
  bag_id: z.string().min(1),
  bag_name: z.string(),
  bag_brand: z.string(),
  bag_image: nullableField(z.string()),
  bag_tier: z.enum(ACCESS_LEVELS),
  bag_retail_price: centsField,
  user_tier: z.enum(TIER_IDS),
  shipping_address: storedShippingAddressSchema,
  order_status: z.enum(ORDER_STATUSES),
  tracking_number: nullableField(z.string()),
  bag_weight: dimensionField,
  bag_length: dimensionField,
  bag_width: dimensionField,
  bag_height: dimensionField,
  order_date: z.date(),
  shipped_date: nullableField(z.date()),
  delivered_date: nullableField(z.date()),
  /**
   * The spec's created + 30 days. Not a date the bag is due back: a member keeps a bag as
   * long as they like while the membership is active (see `overdue`); it only seeds the
   * bag's expected return date (`productSyncForOrder`).
   */
  return_due_date: z.date(),
  /**
   * Set while the bag is late back to us (`overdueReason`: out while the membership is
   * not active, or a return started long ago and not received), and cleared while the
   * bag is out if that no longer holds: by the subscription trigger as soon as the
   * membership changes, and by the daily return-due job (the backstop, and the only one
   * to see a return's days pass); a bag that came back keeps it, as the record of a late
   * return. Missing reads as `false`.
   */
  overdue: z.boolean().default(false),
  /** When the order was flagged overdue (`null` once the flag is cleared). */
  overdue_flagged_at: nullableField(z.date()),
  /**
   * Set while the order waits to ship and its member's membership is not active (domain
   * `shouldHoldBack`), by the subscription trigger as the membership changes; the server
   * refuses to ship it meanwhile. Only counts read it (Tasks, the Swaps badge). Missing
   * reads as `false`.
   */
  held_back: z.boolean().default(false),
  /**
   * A reservation (`next-bag.ts`): the member chose this bag while a bag they sent back
   * still held its slot, so it ships on the day that bag's swap clock unlocks (this
   * instant; shipped from that day in the business time zone) and not before. Missing
   * (every order placed to ship at once) reads as absent.
   */
  ship_on: z.date().nullish(),
  /** With `ship_on`: the returned order whose slot the reservation takes. */
  follows_order_id: z.string().nullish(),
  /**
   * How the order ended besides a return: `purchased` when the member bought the bag.
   * Missing (most orders) reads as absent.
   */
  outcome: z.enum(ORDER_OUTCOMES).nullish(),
  /** The payment of a purchased bag (see `purchase.ts`). */
  purchase: z
    .object({
      amount: centsField,
      paid_at: z.date(),
      payment_id: z.string(),
      mode: z.enum(['stripe', 'demo']),
    })
    .nullish(),
  /**
   * A purchase's delayed payment (bank debit) before it is paid: `processing`, or
   * `failed` (nothing bought, nothing charged). Cleared once the purchase completes.
   */
  purchase_payment: z
    .object({
      status: z.enum(['processing', 'failed']),
      session_id: z.string(),
      updated_at: z.date(),
    })
    .nullish(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** A stored order document (without its id). */
export type OrderDoc = z.output<typeof orderDocSchema>;
/** An order as read from Firestore: the document plus its id. */
export type Order = OrderDoc & { id: string };

/**
 * An `order_notes/{orderId}` document: what admins write about an order. It lives apart
 * from the order, which its member reads, so that only admins can read it.
 */
export const orderNotesDocSchema = z.object({
  admin_notes: z.string(),
  updated_at: z.date(),
});

/** A stored order-notes document (without its id, which is the order's). */
export type OrderNotesDoc = z.output<typeof orderNotesDocSchema>;
/** An order's admin notes as read from Firestore: the document plus the order's id. */
export type OrderNotes = OrderNotesDoc & { id: string };

/** Longest tracking number accepted. */
export const MAX_TRACKING_NUMBER_LENGTH = 100;
/** What a carrier's tracking number is made of: letters, digits, dashes and spaces. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** What an admin is told about a tracking number with other characters (`<b>hi</b>`). */
export const TRACKING_NUMBER_CHARACTERS =
  'Tracking number may only contain letters, numbers, dashes and spaces';

/** What an admin is told when marking an order shipped (In Transit) with no tracking number. */
export const TRACKING_REQUIRED_TO_SHIP = 'Enter the tracking number to mark the order In Transit';

/**
 * Whether moving an order from `from` to `to` ships it with no tracking number: neither one
 * typed now (`tracking`) nor one it already holds (`stored`). Refused by the "Update Order"
 * form and by `updateOrder`. Saving an order that is already In Transit is not a shipment,
 * so orders shipped before tracking numbers were required stay editable.
 */
export function shipsWithoutTracking(
  from: OrderStatus,
  to: OrderStatus,
  tracking: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  return to === 'in_transit' && from !== 'in_transit' && !tracking?.trim() && !stored?.trim();
}

/**
 * What is wrong with a tracking number typed for a shipment (`null` when it will do):
 * missing, too long, or with characters a carrier's number does not have.
 */
export function trackingNumberProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return TRACKING_REQUIRED_TO_SHIP;
  if (text.length > MAX_TRACKING_NUMBER_LENGTH) {
    return `Tracking number must be ${MAX_TRACKING_NUMBER_LENGTH} characters or fewer`;
  }
  return TRACKING_NUMBER_PATTERN.test(text) ? null : TRACKING_NUMBER_CHARACTERS;
}

/** Longest admin note accepted on an order. */
export const MAX_ORDER_NOTES_LENGTH = 2000;

/**
 * Bounds of a package's measures, for a handbag parcel: weight in pounds, each side in
 * inches; more than 0 and at most these, to one decimal place.
 */
export const PACKAGE_LIMITS = {
  bag_weight: { label: 'Weight', max: 70, unit: 'lbs' },
  bag_length: { label: 'Length', max: 48, unit: 'in' },
  bag_width: { label: 'Width', max: 48, unit: 'in' },
  bag_height: { label: 'Height', max: 48, unit: 'in' },
} as const;

/** One of the package's measures (see {@link PACKAGE_LIMITS}). */
export type PackageMeasure = keyof typeof PACKAGE_LIMITS;

/** What is wrong with a measure of the package, as a number, or `null` when it will do. */
export function packageMeasureProblem(measure: PackageMeasure, value: number): string | null {
  const { label, max, unit } = PACKAGE_LIMITS[measure];
  if (!Number.isFinite(value) || value <= 0) return `${label} must be a positive number`;
  if (value > max) return `${label} must be at most ${max} ${unit}`;
  // 2.3 * 10 is not exactly 23 in floating point: compare with a tolerance.
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) {
    return `${label} can have at most one decimal place, like 2.5`;
  }
  return null;
}

/** A measure as the `updateOrder` callable receives it: a number within its bounds. */
export function packageMeasureSchema(measure: PackageMeasure) {
  return z
    .number({ error: `${PACKAGE_LIMITS[measure].label} must be a positive number` })
    .superRefine((value, ctx) => {
      const problem = packageMeasureProblem(measure, value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional();
}

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * A package measure typed into the form: a decimal (a number or a string such as `'2.5'`)
 * within {@link PACKAGE_LIMITS}; exponent notation (`1e9`) is refused with its own message,
 * and blank means "leave as it is" (`undefined`).
 */
function dimensionInput(measure: PackageMeasure) {
  const { label } = PACKAGE_LIMITS[measure];
  const notNumber = `${label} must be a positive number`;
  return z
    .union([z.number(), z.string()], { error: notNumber })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') return undefined;
      if (text !== null && EXPONENT.test(text)) {
        ctx.issues.push({
          code: 'custom',
          message: `${label} must be written as a plain number, like 2.5 (no exponent such as 1e9)`,
          input: value,
        });
        return z.NEVER;
      }
      const number = text === null ? value : DECIMAL.test(text) ? Number(text) : Number.NaN;
      const problem = packageMeasureProblem(measure, Number(number));
      if (problem !== null) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return Number(number);
    });
}

/**
 * The admin "Update Order" form and the matching update call. Blank tracking number,
 * notes and dimensions come out as `undefined` and are left out of the update (spec §5),
 * see {@link orderUpdateToPatch}.
 */
export const orderUpdateSchema = z.object({
  order_status: z.enum(ORDER_STATUSES, { error: 'Please select a status' }),
  tracking_number: omittableTextField(
    MAX_TRACKING_NUMBER_LENGTH,
    `Tracking number must be ${MAX_TRACKING_NUMBER_LENGTH} characters or fewer`,
  ).refine(
    (value) => value === undefined || TRACKING_NUMBER_PATTERN.test(value),
    TRACKING_NUMBER_CHARACTERS,
  ),
  admin_notes: omittableTextField(
    MAX_ORDER_NOTES_LENGTH,
    `Notes must be ${MAX_ORDER_NOTES_LENGTH} characters or fewer`,
  ),
  bag_weight: dimensionInput('bag_weight'),
  bag_length: dimensionInput('bag_length'),
  bag_width: dimensionInput('bag_width'),
  bag_height: dimensionInput('bag_height'),
});

/**
 * The "Update Order" form of one order: {@link orderUpdateSchema}, refusing to mark it In
 * Transit without a tracking number (typed, or already on the order).
 */
export function orderUpdateFormSchema(order: Pick<OrderDoc, 'order_status' | 'tracking_number'>) {
  return orderUpdateSchema.superRefine(
    (values, ctx) => {
      if (
        shipsWithoutTracking(
          order.order_status,
          values.order_status,
          values.tracking_number,
          order.tracking_number,
        )
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['tracking_number'],
          message: TRACKING_REQUIRED_TO_SHIP,
        });
      }
    },
    // Also when another field (a dimension) is wrong, so every message shows at once; not
    // when the status or the tracking number could not be read.
    {
      when: (payload) =>
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'order_status' || issue.path?.[0] === 'tracking_number',
        ),
    },
  );
}

export type OrderUpdateInput = z.input<typeof orderUpdateSchema>;
export type OrderUpdateValues = z.output<typeof orderUpdateSchema>;

/** The fields an order update writes: the status, plus whichever extras were filled in. */
export type OrderUpdatePatch = Pick<OrderDoc, 'order_status'> &
  Partial<
    Pick<OrderDoc, 'tracking_number' | 'bag_weight' | 'bag_length' | 'bag_width' | 'bag_height'>
  > &
  Partial<Pick<OrderNotesDoc, 'admin_notes'>>;

const OPTIONAL_UPDATE_KEYS = [
  'tracking_number',
  'admin_notes',
  'bag_weight',
  'bag_length',
  'bag_width',
  'bag_height',
] as const;

/**
 * The Firestore patch for a validated "Update Order" form: `order_status` and only the
 * extras that hold a value, so a blank field never erases what is stored.
 */
export function orderUpdateToPatch(values: OrderUpdateValues): OrderUpdatePatch {
  const patch: OrderUpdatePatch = { order_status: values.order_status };
  for (const key of OPTIONAL_UPDATE_KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    Object.assign(patch, { [key]: value });
  }
  return patch;
}
