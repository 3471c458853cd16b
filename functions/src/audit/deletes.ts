/**
 * `deleteProducts` and `deleteWaitlistSignup` (admins): a delete leaves its audit record,
 * in the same transaction, so the rules refuse client deletes of both. A bulk delete
 * writes one record per product (each product's history ends with its deletion, and the
 * Activity page filters by object); products are read and deleted in chunks, each chunk
 * one transaction, so a product that went out on loan meanwhile is refused, not deleted.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  ALREADY_DELETED,
  auditChanges,
  deleteRefusal,
  type DeleteProductsCallResult,
} from '@unlimited/domain';
import { addAudit, type ActorLike } from '../lib/activity';
import { productDoc, productLoanDoc, waitlistSignupDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

/** Products per transaction: a delete and a record each, under the 500-write limit. */
export const DELETE_CHUNK = 200;

export async function deleteProducts(
  db: Firestore,
  ids: readonly string[],
  actor: ActorLike,
  now: Date = new Date(),
): Promise<DeleteProductsCallResult> {
  const result: DeleteProductsCallResult = { deleted: [], refused: [] };
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += DELETE_CHUNK) {
    const chunk = unique.slice(start, start + DELETE_CHUNK);
    const outcome = await db.runTransaction(async (tx) => {
      const refs = chunk.map((id) => productDoc(db, id));
      const loanRefs = chunk.map((id) => productLoanDoc(db, id));
      const [snaps, loans] = await Promise.all([tx.getAll(...refs), tx.getAll(...loanRefs)]);
      const deleted: string[] = [];
      const refused: DeleteProductsCallResult['refused'] = [];
      snaps.forEach((snap, i) => {
        const id = chunk[i]!;
        const product = dataOrNull(snap);
        if (product === null) return refused.push({ id, reason: ALREADY_DELETED });
        // Who holds the bag is on its loan (product_loans), not on the product.
        const borrower = dataOrNull(loans[i]!)?.user_id ?? null;
        const reason = deleteRefusal({ ...product, borrower });
        if (reason !== null) return refused.push({ id, reason });
        tx.delete(refs[i]!);
        addAudit(tx, db, {
          kind: 'deleted',
          objectType: 'product',
          objectId: id,
          label: product.title,
          actor,
          at: now,
          changes: auditChanges(product, null, ['status', 'price', 'borrow_status']),
        });
        return deleted.push(id);
      });
      return { deleted, refused };
    });
    result.deleted.push(...outcome.deleted);
    result.refused.push(...outcome.refused);
  }
  return result;
}

/** Deletes a signup for good (an admin honouring a removal request). */
export async function deleteWaitlistSignup(
  db: Firestore,
  signupId: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ref = waitlistSignupDoc(db, signupId);
    const signup = dataOrNull(await tx.get(ref));
    if (signup === null) throw new HttpsError('not-found', ALREADY_DELETED);
    tx.delete(ref);
    addAudit(tx, db, {
      kind: 'deleted',
      objectType: 'waitlist_signup',
      objectId: signupId,
      label: signup.email,
      actor,
      at: now,
      changes: auditChanges(signup, null, ['status']),
    });
  });
}
