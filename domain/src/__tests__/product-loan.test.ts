import { describe, expect, it } from 'vitest';
import {
  BAG_ON_LOAN,
  BORROW_NEEDS_ORDER,
  borrowEditRefusal,
  type LoanFields,
} from '../product-loan';

const due = new Date('2026-12-01T00:00:00Z');
const onLoan: LoanFields = {
  borrow_status: 'Borrowed',
  current_borrower: 'member-1',
  return_date: due,
};
const free: LoanFields = { borrow_status: 'Available', current_borrower: null, return_date: null };

describe('borrowEditRefusal', () => {
  it('refuses to make a bag on loan Available (another member could choose it)', () => {
    expect(borrowEditRefusal(onLoan, free)).toBe(BAG_ON_LOAN);
    expect(borrowEditRefusal(onLoan, { ...onLoan, borrow_status: 'Maintenance' })).toBe(
      BAG_ON_LOAN,
    );
    expect(borrowEditRefusal(onLoan, { ...onLoan, current_borrower: 'member-2' })).toBe(
      BAG_ON_LOAN,
    );
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
    expect(borrowEditRefusal(free, { ...free, current_borrower: 'member-1' })).toBe(
      BORROW_NEEDS_ORDER,
    );
  });
});
