/**
 * A bag's borrow state belongs to its orders while it is on loan: createOrder makes it
 * Borrowed by the member, and the order lifecycle moves it to Swapping and back to
 * Available. An admin edit may never free a bag a member holds (another member could then
 * choose it) nor hand a bag to someone without an order.
 */
import type { BorrowStatus } from './catalog';

/** Borrow statuses an admin sets by hand on a bag nobody holds. */
export const ADMIN_BORROW_STATUSES = [
  'Available',
  'Maintenance',
] as const satisfies readonly BorrowStatus[];

/** Refusal: the bag is on loan, so its borrow status follows its order. */
export const BAG_ON_LOAN =
  'This bag is on loan to a member, so its borrow status follows their order. It becomes Available when the order is completed or cancelled.';

/** Refusal: Borrowed and Swapping (and a borrower) come only from a member's order. */
export const BORROW_NEEDS_ORDER =
  'Borrowed and Swapping follow a member\u2019s order. Choose Available or Maintenance.';

/** The borrow fields of a product. */
export interface LoanFields {
  borrow_status: BorrowStatus;
  current_borrower: string | null;
  return_date: Date | null;
}

/** Whether a member holds the bag (an order names them as its borrower). */
export function isOnLoan(product: Pick<LoanFields, 'current_borrower'>): boolean {
  return product.current_borrower !== null;
}

function sameDate(a: Date | null, b: Date | null): boolean {
  return a === null || b === null ? a === b : a.getTime() === b.getTime();
}

/**
 * Why an admin edit of the borrow fields is refused, or `null` when it is allowed: a bag
 * on loan keeps its borrow status, borrower and return date; a bag nobody holds gets no
 * borrower and only a status from {@link ADMIN_BORROW_STATUSES} (or keeps the one it has).
 */
export function borrowEditRefusal(current: LoanFields, next: LoanFields): string | null {
  if (isOnLoan(current)) {
    const unchanged =
      next.borrow_status === current.borrow_status &&
      next.current_borrower === current.current_borrower &&
      sameDate(next.return_date, current.return_date);
    return unchanged ? null : BAG_ON_LOAN;
  }
  if (next.current_borrower !== null) return BORROW_NEEDS_ORDER;
  const allowed =
    next.borrow_status === current.borrow_status ||
    (ADMIN_BORROW_STATUSES as readonly BorrowStatus[]).includes(next.borrow_status);
  return allowed ? null : BORROW_NEEDS_ORDER;
}
