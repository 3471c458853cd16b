import { describe, expect, it } from 'vitest';
import {
  CARRIER_NAMES,
  RETURN_CARRIER,
  carrierOf,
  normaliseTrackingNumber,
  trackingLink,
} from '../shipping';

describe('carrierOf: which carrier issued a tracking number', () => {
  it.each([
    ['1Z999AA10123456784', 'ups'],
    ['1z 999 aa1 01 2345 6784', 'ups'],
    ['9400111899223197428490', 'usps'],
    ['9205590175547700000000', 'usps'],
    ['EA123456789US', 'usps'],
    ['123456789012', 'fedex'],
    ['123456789012345', 'fedex'],
  ])('reads %s as %s', (number, carrier) => {
    expect(carrierOf(number)).toBe(carrier);
  });

  it.each([
    ['1Z999', 'a UPS prefix without a whole number'],
    ['1Z999AA101234567840', 'one character too many for UPS'],
    ['9900111899223197428490', '22 digits outside the USPS ranges'],
    ['12345678901', '11 digits'],
    ['TRACK-ME', 'a word'],
    ['', 'nothing'],
  ])('recognises no carrier in %s (%s)', (number) => {
    expect(carrierOf(number)).toBeNull();
  });
});

describe('trackingLink: the carrier page a member follows', () => {
  it('links a UPS number to the UPS tracking page, keeping the number as stored', () => {
    expect(trackingLink(' 1Z 999AA1 0123456784 ')).toEqual({
      number: '1Z 999AA1 0123456784',
      carrier: 'ups',
      carrierName: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
  });

  it('links USPS and FedEx numbers to their own carriers', () => {
    expect(trackingLink('9400 1118 9922 3197 4284 90')?.url).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
    expect(trackingLink('123456789012')).toMatchObject({
      carrierName: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
  });

  it('gives no link for a missing or unrecognised number, rather than a wrong one', () => {
    expect(trackingLink(null)).toBeNull();
    expect(trackingLink(undefined)).toBeNull();
    expect(trackingLink('   ')).toBeNull();
    expect(trackingLink('1Z999')).toBeNull();
  });
});

describe('the return carrier', () => {
  it('is UPS, as named to members', () => {
    expect(CARRIER_NAMES[RETURN_CARRIER]).toBe('UPS');
  });

  it('normalises numbers the way carriers read them', () => {
    expect(normaliseTrackingNumber('1z-999 aa1')).toBe('1Z999AA1');
  });
});
