/**
 * Who holds a bag, kept apart from the bag: `product_loans/{productId}` (domain
 * `schemas/product-loan.ts`). The product names nobody (every member of its tier reads it);
 * the functions that lend, move and free a bag read the loan with the product and write
 * both in the same transaction, so the two never disagree.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { withBorrower, type Product, type ProductLoan, type WithBorrower } from '@unlimited/domain';
import { productDoc, productLoanDoc } from './collections';
import { dataOrNull } from './snapshots';

/** A product with the member who holds it (`borrower`) and its loan document. */
export type LoanedProduct = WithBorrower<Product> & { loan: ProductLoan | null };

/**
 * The product `productId` with who holds it, or `null` when there is no such (readable)
 * product; read through `tx` when given (which locks both documents).
 */
export async function readLoanedProduct(
  db: Firestore,
  productId: string,
  tx?: Transaction,
): Promise<LoanedProduct | null> {
  const productRef = productDoc(db, productId);
  const loanRef = productLoanDoc(db, productId);
  const [productSnap, loanSnap] = await Promise.all(
    tx ? [tx.get(productRef), tx.get(loanRef)] : [productRef.get(), loanRef.get()],
  );
  const product = dataOrNull(productSnap);
  if (product === null) return null;
  const loan = dataOrNull(loanSnap);
  return { ...withBorrower(product, loan), loan };
}

/**
 * Writes in `tx` who holds bag `productId` from now: `userId` (on order `orderId`, or
 * null for a queue's hold), or nobody (the loan document goes). `prior` is the loan read
 * before, in the same transaction: a loan that stays with the same member keeps when it
 * began (and its order, unless a new one is given).
 */
export function writeLoan(
  tx: Transaction,
  db: Firestore,
  productId: string,
  userId: string | null,
  prior: ProductLoan | null,
  orderId: string | null,
  now: Date,
): void {
  const ref = productLoanDoc(db, productId);
  if (userId === null) {
    tx.delete(ref);
    return;
  }
  const same = prior !== null && prior.user_id === userId;
  tx.set(ref, {
    id: productId,
    product_id: productId,
    user_id: userId,
    order_id: orderId ?? (same ? prior.order_id : null),
    created_at: same ? prior.created_at : now,
    updated_at: now,
  });
}

/** A product write that may also say who holds the bag (`borrower`: a borrow patch). */
export type ProductLoanPatch = Partial<Product> & { updated_at: Date; borrower?: string | null };

/**
 * Writes `patch` to product `productId` in `tx` (merged), and, when it says who holds
 * the bag (`borrower`, as the domain's borrow patches do), the loan document too
 * ({@link writeLoan}: on order `orderId`).
 */
export function applyProductPatch(
  tx: Transaction,
  db: Firestore,
  productId: string,
  patch: ProductLoanPatch,
  prior: ProductLoan | null,
  orderId: string | null,
): void {
  const { borrower, ...fields } = patch;
  tx.set(productDoc(db, productId), fields, { merge: true });
  if (borrower !== undefined) {
    writeLoan(tx, db, productId, borrower, prior, orderId, patch.updated_at);
  }
}
