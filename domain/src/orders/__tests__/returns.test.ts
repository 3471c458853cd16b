import { describe, expect, it } from 'vitest';
import { ORDER_NOT_FOUND } from '../order-eligibility';
import type { ShippingAddress } from '../schemas/order';
import {
  RETURN_CLOSED,
  RETURN_NOT_YET,
  decideStartReturn,
  returnCode,
  returnLabelMail,
  type ReturnableOrder,
} from '../returns';

const now = new Date('2026-11-20T10:00:00Z');
const due = new Date('2026-12-10T10:00:00Z');
const order = (order_status: ReturnableOrder['order_status'], user_id = 'm1'): ReturnableOrder => ({
  user_id,
  order_status,
  return_due_date: due,
});
const ADDRESS: ShippingAddress = {
  full_name: 'Ada Member',
  line1: '1 Main St',
  line2: null,
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: null,
};
const held = { borrow_status: 'Borrowed' as const, borrower: 'm1', return_date: due };

describe('decideStartReturn', () => {
  it.each(['delivered', 'active_rental'] as const)(
    'starts the return of a %s bag: the bag goes Swapping',
    (status) => {
      expect(decideStartReturn({ uid: 'm1', now, order: order(status), product: held })).toEqual({
        ok: true,
        alreadyStarted: false,
        orderPatch: { order_status: 'return_pending', updated_at: now },
        productPatch: {
          borrow_status: 'Swapping',
          borrower: 'm1',
          return_date: due,
          updated_at: now,
        },
      });
    },
  );

  it('writes nothing when the return had already started (a second press)', () => {
    expect(
      decideStartReturn({ uid: 'm1', now, order: order('return_pending'), product: held }),
    ).toMatchObject({
      ok: true,
      alreadyStarted: true,
      orderPatch: null,
    });
  });

  it('refuses a bag not delivered yet, a closed order and another member’s order', () => {
    expect(
      decideStartReturn({ uid: 'm1', now, order: order('in_transit'), product: held }),
    ).toMatchObject({
      ok: false,
      message: RETURN_NOT_YET,
    });
    expect(
      decideStartReturn({ uid: 'm1', now, order: order('completed'), product: held }),
    ).toMatchObject({
      ok: false,
      message: RETURN_CLOSED,
    });
    expect(
      decideStartReturn({ uid: 'm1', now, order: order('delivered', 'm2'), product: held }),
    ).toMatchObject({
      ok: false,
      reason: 'order_not_found',
      message: ORDER_NOT_FOUND,
    });
  });
});

describe('the return label email', () => {
  it('carries the code, both addresses and the label link, with the bag name escaped in HTML', () => {
    const mail = returnLabelMail(
      'abcdefgh1234',
      {
        user_id: 'm1',
        bag_name: 'Lady <Dior>',
        bag_brand: 'Dior',
        shipping_address: ADDRESS,
      },
      'ada@example.com',
      'https://unlimited.example/returns/abcdefgh1234',
      now,
    );
    expect(returnCode('abcdefgh1234')).toBe('UNL-ABCDEFGH');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.subject).toBe('Your return label for the Dior Lady <Dior> (UNL-ABCDEFGH)');
    expect(mail.message.text).toContain('Return code: UNL-ABCDEFGH');
    expect(mail.message.text).toContain('Ada Member\n1 Main St\nAustin, TX 78701');
    expect(mail.message.text).toContain('Unlimited Returns');
    // The carrier, and the printable label (with its barcode) a click away.
    expect(mail.message.text).toContain('Carrier: UPS Ground, prepaid.');
    expect(mail.message.text).toContain('drop it at any UPS location');
    expect(mail.message.html).toContain(
      '<a href="https://unlimited.example/returns/abcdefgh1234">Print your return label</a>',
    );
    expect(mail.message.html).toContain('Lady &lt;Dior&gt;');
    expect(mail.message.html).not.toContain('<Dior>');
    // The swap clock, not the return, frees the slot: the email never says "now".
    for (const body of [mail.message.text, mail.message.html]) {
      expect(body).toContain('Your dashboard shows when you can choose your next bag');
      expect(body).not.toContain('You can choose your next bag now');
    }
    expect(mail.meta).toEqual({ kind: 'return_label', order_id: 'abcdefgh1234', user_id: 'm1' });
  });
});

describe('the return label email names the bag', () => {
  it('with the brand said once when the title already starts with it', () => {
    const mail = returnLabelMail(
      'o1',
      {
        user_id: 'm1',
        bag_name: 'Chanel Classic Flap Medium',
        bag_brand: 'Chanel',
        shipping_address: ADDRESS,
      },
      'ada@example.com',
      'https://unlimited.example/returns/o1',
      now,
    );
    expect(mail.message.subject).toBe(
      'Your return label for the Chanel Classic Flap Medium (UNL-O1)',
    );
  });
});
