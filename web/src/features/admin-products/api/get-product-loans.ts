/**
 * Who holds each bag out, for the admin's products table: the `product_loans` documents
 * (admins only read them; functions write them). A product names nobody, so the table
 * joins each product with its loan to keep the loan invariants (a bag held for a member
 * is neither deleted, hidden, sold nor given another borrow status by hand).
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { withBorrower, type Product, type ProductLoan, type WithBorrower } from '@unlimited/domain';
import { useFirestoreCollectionData } from '@/lib/firestore/live';
import { productLoansCol } from '@/lib/firestore/refs/product-loans';

/** A product as the admin's table holds it: with the member who holds it, if any. */
export type AdminProduct = WithBorrower<Product>;

export type ProductLoansState =
  | { status: 'loading' | 'error'; loans: ReadonlyMap<string, ProductLoan> }
  | { status: 'success'; loans: ReadonlyMap<string, ProductLoan> };

const NO_LOANS: ReadonlyMap<string, ProductLoan> = new Map();

/** Every loan, live, by product id (one document per bag out: a few hundred at most). */
export function useProductLoans(): ProductLoansState {
  const db = useFirestore();
  const query = useMemo(() => productLoansCol(db), [db]);
  const result = useFirestoreCollectionData(query);
  const loans = useMemo(
    () =>
      result.status === 'success' ? new Map(result.data.map((loan) => [loan.id, loan])) : NO_LOANS,
    [result.status, result.data],
  );
  return result.status === 'success'
    ? { status: 'success', loans }
    : { status: result.status, loans };
}

/** `products` each with who holds it, from `loans`. */
export function withLoans(
  products: readonly Product[],
  loans: ReadonlyMap<string, ProductLoan>,
): AdminProduct[] {
  return products.map((product) => withBorrower(product, loans.get(product.id)));
}
