import { describe, expect, it } from 'vitest';
import {
  BAG_ON_LOAN,
  BORROW_NEEDS_ORDER,
  borrowEditRefusal,
  deleteRefusal,
  heldDeleteRefusal,
  heldHideRefusal,
  heldSoldRefusal,
  isHeld,
  productEditRefusal,
  SOLD_STAYS_SOLD,
  statusChangeRefusal,
  type HeldFields,
  type LoanFields,
} from '../product-loan';

const due = new Date('2026-12-01T00:00:00Z');
const onLoan: LoanFields = {
  borrow_status: 'Borrowed',
  borrower: 'member-1',
  return_date: due,
};
const free: LoanFields = { borrow_status: 'Available', borrower: null, return_date: null };

describe('borrowEditRefusal', () => {
  it('refuses to make a bag on loan Available (another member could choose it)', () => {
    expect(borrowEditRefusal(onLoan, free)).toBe(BAG_ON_LOAN);
    expect(borrowEditRefusal(onLoan, { ...onLoan, borrow_status: 'Maintenance' })).toBe(
      BAG_ON_LOAN,
    );
    expect(borrowEditRefusal(onLoan, { ...onLoan, borrower: 'member-2' })).toBe(BAG_ON_LOAN);
    expect(borrowEditRefusal(onLoan, { ...onLoan, return_date: new Date('2027-01-01') })).toBe(
      BAG_ON_LOAN,
    );
  });

  it('lets other edits of a bag on loan through when its borrow fields are unchanged', () => {
    expect(borrowEditRefusal(onLoan, { ...onLoan, return_date: new Date(due) })).toBeNull();
  });

  it('lets an admin move a free bag between Available and Maintenance', () => {
    expect(borrowEditRefusal(free, { ...free, borrow_status: 'Maintenance' })).toBeNull();
    expect(borrowEditRefusal({ ...free, borrow_status: 'Maintenance' }, free)).toBeNull();
  });

  it('refuses a borrower or a Borrowed status set by hand', () => {
    expect(borrowEditRefusal(free, { ...free, borrow_status: 'Borrowed' })).toBe(
      BORROW_NEEDS_ORDER,
    );
    expect(borrowEditRefusal(free, { ...free, borrower: 'member-1' })).toBe(BORROW_NEEDS_ORDER);
  });
});

describe('product invariants', () => {
  type Bag = HeldFields & LoanFields;
  const bag = (over: Partial<Bag> = {}): Bag => ({
    status: 'Active',
    ...free,
    ...over,
  });
  const borrowed = bag({ borrow_status: 'Borrowed', borrower: 'm1', return_date: due });
  const swapping = bag({ borrow_status: 'Swapping', borrower: 'm1', return_date: due });
  const reserved = bag({ borrow_status: 'Reserved', borrower: 'm1' });

  it('holds a bag that names a borrower and is not Available', () => {
    expect([borrowed, swapping, reserved].map(isHeld)).toEqual([true, true, true]);
    expect(isHeld(bag())).toBe(false);
    expect(isHeld(bag({ borrow_status: 'Maintenance' }))).toBe(false);
    // A stale borrower on an Available bag is not a loan (the rules read it the same way).
    expect(isHeld(bag({ borrower: 'm1' }))).toBe(false);
  });

  it('refuses deleting a held bag, saying where it is and when it can be deleted', () => {
    expect(deleteRefusal(borrowed)).toBe(heldDeleteRefusal('Borrowed'));
    expect(deleteRefusal(borrowed)).toMatch(
      /with a member or on its way to them.*cannot be deleted/,
    );
    expect(deleteRefusal(borrowed)).toMatch(/once it is back and the order is completed/);
    expect(deleteRefusal(swapping)).toMatch(/on its way back from a member/);
    expect(deleteRefusal(reserved)).toMatch(
      /held for the first member in its queue.*once the hold ends/,
    );
    expect(deleteRefusal(bag())).toBeNull();
    expect(deleteRefusal(bag({ status: 'Sold' }))).toBeNull();
  });

  it.each([borrowed, swapping, reserved])(
    'refuses hiding or selling a $borrow_status bag, and keeps its other edits',
    (held) => {
      expect(statusChangeRefusal(held, 'Hidden')).toBe(heldHideRefusal(held.borrow_status));
      expect(statusChangeRefusal(held, 'Sold')).toBe(heldSoldRefusal(held.borrow_status));
      expect(statusChangeRefusal(held, 'Active')).toBeNull();
      expect(productEditRefusal(held, { ...held, status: 'Hidden' })).toBe(
        heldHideRefusal(held.borrow_status),
      );
      expect(productEditRefusal(held, { ...held })).toBeNull();
    },
  );

  it('lets a held bag that is Hidden be published, and a free bag take any status', () => {
    expect(statusChangeRefusal({ ...borrowed, status: 'Hidden' }, 'Active')).toBeNull();
    for (const status of ['Active', 'Hidden', 'Sold'] as const) {
      expect(statusChangeRefusal(bag(), status)).toBeNull();
      expect(statusChangeRefusal(bag({ status: 'Hidden' }), status)).toBeNull();
    }
  });

  it('keeps Sold as Sold', () => {
    const sold = bag({ status: 'Sold' });
    expect(statusChangeRefusal(sold, 'Hidden')).toBe(SOLD_STAYS_SOLD);
    expect(statusChangeRefusal(sold, 'Active')).toBe(SOLD_STAYS_SOLD);
    expect(statusChangeRefusal(sold, 'Sold')).toBeNull();
    expect(productEditRefusal(sold, { ...sold, status: 'Hidden' })).toBe(SOLD_STAYS_SOLD);
  });

  it('still refuses borrow edits through productEditRefusal', () => {
    expect(productEditRefusal(borrowed, { ...borrowed, ...free })).toBe(BAG_ON_LOAN);
    expect(productEditRefusal(bag(), bag({ borrow_status: 'Borrowed' }))).toBe(BORROW_NEEDS_ORDER);
  });
});
