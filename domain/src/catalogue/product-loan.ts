/**
 * A bag's borrow state belongs to its orders while it is on loan: createOrder makes it
 * Borrowed by the member, and the order lifecycle moves it to Swapping and back to
 * Available. An admin edit may never free a bag a member holds (another member could then
 * choose it) nor hand a bag to someone without an order.
 */
import type { BorrowStatus, ProductStatus } from './catalog';

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
  borrower: string | null;
  return_date: Date | null;
}

/**
 * The borrow statuses in which a member holds the bag or it is held for one: what the
 * product itself says of a loan (who holds it is in `product_loans`, admins only).
 */
export const OUT_BORROW_STATUSES = [
  'Borrowed',
  'Swapping',
  'Reserved',
] as const satisfies readonly BorrowStatus[];

/** Whether the bag's public state says it is out with, or held for, a member. */
export function isOutState(borrowStatus: BorrowStatus): boolean {
  return (OUT_BORROW_STATUSES as readonly BorrowStatus[]).includes(borrowStatus);
}

/**
 * A product with who holds it, for the code that decides about loans (functions, the
 * admin's table): `borrower` is the `user_id` of its `product_loans` document, or `null`
 * when there is none. The stored product names nobody.
 */
export type WithBorrower<P> = P & { borrower: string | null };

/** `product` with the member its loan document names (`null`: nobody holds it). */
export function withBorrower<P extends object>(
  product: P,
  loan: { user_id: string } | null | undefined,
): WithBorrower<P> {
  return { ...product, borrower: loan?.user_id ?? null };
}

/** Whether a member holds the bag (an order names them as its borrower). */
export function isOnLoan(product: Pick<LoanFields, 'borrower'>): boolean {
  return product.borrower !== null;
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
      next.borrower === current.borrower &&
      sameDate(next.return_date, current.return_date);
    return unchanged ? null : BAG_ON_LOAN;
  }
  if (next.borrower !== null) return BORROW_NEEDS_ORDER;
  const allowed =
    next.borrow_status === current.borrow_status ||
    (ADMIN_BORROW_STATUSES as readonly BorrowStatus[]).includes(next.borrow_status);
  return allowed ? null : BORROW_NEEDS_ORDER;
}

/*
 * The product invariants every admin path keeps (the edit form, inline edits, the row
 * menu, bulk actions and the CSV import check them before writing; firestore.rules
 * `isHeld`, `keepsStatus` and the delete rule refuse the same writes on the server):
 *
 * - A bag held for a member (out with them, on its way to or back from them, or Reserved
 *   for the first member in its queue) cannot be deleted, marked Sold or hidden (the
 *   row menu's Archive hides): its order would go on against a bag that is gone or
 *   unseen. The admin is told what to do instead.
 * - Sold stays Sold: a sold bag belongs to its buyer and never comes back to the closet.
 */

/** Product fields the invariants read. */
export interface HeldFields {
  status: ProductStatus;
  borrow_status: BorrowStatus;
  borrower: string | null;
}

/**
 * Whether a member holds the bag or it is held for one: a borrower is named and the bag
 * is not Available (Borrowed: with the member or on its way to them; Swapping: on its way
 * back; Reserved: held for the first member in its queue). firestore.rules `isHeld`.
 */
export function isHeld(product: Pick<HeldFields, 'borrow_status' | 'borrower'>): boolean {
  return product.borrower !== null && product.borrow_status !== 'Available';
}

/** Where a held bag is, as the start of a refusal. */
function heldWhere(borrowStatus: BorrowStatus): string {
  switch (borrowStatus) {
    case 'Swapping':
      return 'This bag is on its way back from a member';
    case 'Reserved':
      return 'This bag is held for the first member in its queue';
    default:
      return 'This bag is with a member or on its way to them';
  }
}

/** What may be done to a held bag, once its order lets it go. */
function heldAdvice(borrowStatus: BorrowStatus, act: string): string {
  return borrowStatus === 'Reserved'
    ? `${act} once the hold ends (the member chooses it or the 48 hours run out).`
    : `${act} once it is back and the order is completed (the bag is then Available); meanwhile it stays out of the closet.`;
}

/** Refusal: a held bag cannot be deleted. */
export function heldDeleteRefusal(borrowStatus: BorrowStatus): string {
  return `${heldWhere(borrowStatus)}, so it cannot be deleted. ${heldAdvice(borrowStatus, 'Delete it')}`;
}

/** Refusal: a held bag cannot be hidden (Archive hides). */
export function heldHideRefusal(borrowStatus: BorrowStatus): string {
  return `${heldWhere(borrowStatus)}, so it cannot be hidden or archived. ${heldAdvice(borrowStatus, 'Hide it')}`;
}

/** Refusal: a held bag cannot be marked Sold by hand. */
export function heldSoldRefusal(borrowStatus: BorrowStatus): string {
  return borrowStatus === 'Reserved'
    ? `${heldWhere(borrowStatus)}, so it cannot be marked Sold. ${heldAdvice(borrowStatus, 'Mark it Sold')}`
    : `${heldWhere(borrowStatus)}, so it cannot be marked Sold by hand: if the member buys it, it becomes Sold on its own. ${heldAdvice(borrowStatus, 'Otherwise, mark it Sold')}`;
}

/** Refusal: a Sold bag keeps its status. */
export const SOLD_STAYS_SOLD =
  'This bag was sold, so it stays Sold: it belongs to its buyer and cannot return to the closet. To offer a similar bag, add it as a new product.';

/**
 * Why changing a product's status from `current.status` to `next` is refused, or `null`:
 * Sold stays Sold, and a held bag ({@link isHeld}) is neither hidden nor sold by hand
 * (it may keep its status, or go from Hidden to Active).
 */
export function statusChangeRefusal(current: HeldFields, next: ProductStatus): string | null {
  if (next === current.status) return null;
  if (current.status === 'Sold') return SOLD_STAYS_SOLD;
  if (!isHeld(current)) return null;
  if (next === 'Hidden') return heldHideRefusal(current.borrow_status);
  if (next === 'Sold') return heldSoldRefusal(current.borrow_status);
  return null;
}

/** Why deleting the product is refused ({@link isHeld}), or `null`. */
export function deleteRefusal(product: HeldFields): string | null {
  return isHeld(product) ? heldDeleteRefusal(product.borrow_status) : null;
}

/**
 * Why an admin's edit from `current` to `next` is refused, or `null`: the borrow fields
 * ({@link borrowEditRefusal}) and the status ({@link statusChangeRefusal}). The one check
 * of the edit form, inline edits, the row menu and bulk edits.
 */
export function productEditRefusal(
  current: HeldFields & LoanFields,
  next: HeldFields & LoanFields,
): string | null {
  return statusChangeRefusal(current, next.status) ?? borrowEditRefusal(current, next);
}
