/**
 * Carriers and their tracking pages: the one place that turns a tracking number into the
 * carrier that issued it and the link a member follows. The service ships and takes
 * returns with UPS; a number in another carrier's format (typed by an operator for a
 * one-off shipment) still gets its own carrier's page, and a number no carrier's format
 * matches gets no link at all rather than a wrong one.
 */

/** The carriers whose tracking numbers are recognised. */
export const CARRIERS = ['ups', 'usps', 'fedex'] as const;
export type CarrierId = (typeof CARRIERS)[number];

/** How each carrier is named to members. */
export const CARRIER_NAMES: Readonly<Record<CarrierId, string>> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
};

/** The carrier of the prepaid return labels. */
export const RETURN_CARRIER: CarrierId = 'ups';
/** The service printed on a return label. */
export const RETURN_SERVICE = 'UPS Ground';

/**
 * Each carrier's number formats, checked in this order on the normalised number.
 * UPS: `1Z`, a 6-character shipper number, a 2-digit service and an 8-digit package
 * number. USPS: the 20 to 22 digits of an Intelligent Mail package barcode (starting 91
 * to 95), or an international S10 number (`EA123456789US`). FedEx: 12 digits (Express)
 * or 15 (Ground).
 */
const FORMATS: readonly (readonly [CarrierId, RegExp])[] = [
  ['ups', /^1Z[0-9A-Z]{16}$/],
  ['usps', /^9[1-5]\d{18,20}$/],
  ['usps', /^[A-Z]{2}\d{9}US$/],
  ['fedex', /^(\d{12}|\d{15})$/],
];

/** The carrier's tracking page for a normalised number. */
const TRACKING_PAGES: Readonly<Record<CarrierId, (number: string) => string>> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
};

/** A tracking number as carriers read it: upper case, without spaces or hyphens. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The carrier whose format `trackingNumber` has, or null when none has it. */
export function carrierOf(trackingNumber: string): CarrierId | null {
  const number = normaliseTrackingNumber(trackingNumber);
  return FORMATS.find(([, format]) => format.test(number))?.[0] ?? null;
}

/** A tracking number with its carrier and the carrier's page for it. */
export interface TrackingLink {
  /** The number as stored (what the member is shown). */
  number: string;
  carrier: CarrierId;
  carrierName: string;
  /** The carrier's tracking page for this number. */
  url: string;
}

/**
 * The link to follow `trackingNumber` on its carrier's site, or null when there is no
 * number or no carrier's format matches it (the number is then shown without a link).
 */
export function trackingLink(trackingNumber: string | null | undefined): TrackingLink | null {
  const number = trackingNumber?.trim() ?? '';
  if (number === '') return null;
  const carrier = carrierOf(number);
  if (carrier === null) return null;
  return {
    number,
    carrier,
    carrierName: CARRIER_NAMES[carrier],
    url: TRACKING_PAGES[carrier](normaliseTrackingNumber(number)),
  };
}
