/**
 * The one-time move of who holds a bag off the product (`current_borrower`, which every
 * reader of the product could see) into its loan document (`product_loans/{productId}`).
 * Idempotent: a product without the field is left alone, a loan already there is kept,
 * so it can run again (or be interrupted and rerun) safely.
 *
 * For each product that still has the field: a bag out (not Available) that names a
 * borrower gets a loan naming that member, on their open order of the bag when there is
 * one (for a bag Reserved for a queue's first member there is none); then the field is
 * deleted, in the same transaction.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, normaliseFirestoreData } from '@unlimited/domain';
import { productLoanDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** What the migration did. */
export interface LoanMigrationReport {
  /** Products that still named a borrower field (null or not), now without it. */
  cleared: number;
  /** Loan documents written for bags out. */
  loans: number;
}

const CLOSED = new Set(['completed', 'cancelled']);
const PAGE = 300;

/** Moves every product's `current_borrower` into `product_loans` (see the file comment). */
export async function migrateProductLoans(
  db: Firestore,
  now: Date = new Date(),
): Promise<LoanMigrationReport> {
  const report: LoanMigrationReport = { cleared: 0, loans: 0 };
  const products = db.collection(COLLECTIONS.products);
  let last: string | null = null;
  for (;;) {
    let page = products.orderBy('__name__').limit(PAGE);
    if (last !== null) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) break;
    last = snap.docs[snap.docs.length - 1]!.id;
    for (const doc of snap.docs) {
      if (doc.get('current_borrower') === undefined) continue;
      const wrote = await migrateOne(db, doc.id, now);
      if (wrote.cleared) report.cleared += 1;
      if (wrote.loan) report.loans += 1;
    }
    if (snap.size < PAGE) break;
  }
  return report;
}

async function migrateOne(
  db: Firestore,
  productId: string,
  now: Date,
): Promise<{ cleared: boolean; loan: boolean }> {
  return db.runTransaction(async (tx) => {
    const productRef = db.collection(COLLECTIONS.products).doc(productId);
    const loanRef = productLoanDoc(db, productId);
    const [product, loanSnap] = await Promise.all([tx.get(productRef), tx.get(loanRef)]);
    const borrower: unknown = product.get('current_borrower');
    if (!product.exists || borrower === undefined) return { cleared: false, loan: false };
    const out = product.get('borrow_status') !== 'Available';
    let loan = false;
    if (typeof borrower === 'string' && borrower !== '' && out && dataOrNull(loanSnap) === null) {
      const orders = await tx.get(
        db
          .collection(COLLECTIONS.orders)
          .where('bag_id', '==', productId)
          .where('user_id', '==', borrower),
      );
      const open = orders.docs
        .filter((order) => !CLOSED.has(String(order.get('order_status'))))
        .map((order) => ({ id: order.id, created: dateOf(order.get('created_at')) }))
        .sort((a, b) => (b.created?.getTime() ?? 0) - (a.created?.getTime() ?? 0))[0];
      tx.set(loanRef, {
        id: productId,
        product_id: productId,
        user_id: borrower,
        order_id: open?.id ?? null,
        created_at: open?.created ?? now,
        updated_at: now,
      });
      loan = true;
    }
    tx.update(productRef, { current_borrower: FieldValue.delete() });
    return { cleared: true, loan };
  });
}

function dateOf(value: unknown): Date | null {
  const date = normaliseFirestoreData(value);
  return date instanceof Date ? date : null;
}
