/**
 * Updating one product. `updateDoc` bypasses the converter, so the patch is judged here
 * by the domain's one product check (`productUpdate`: each field, then
 * `productProblems`), which also recomputes the derived query fields (`brand_slug`,
 * `keywords`) whenever a field they come from changes.
 */
import { useCallback } from 'react';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { productUpdate, type ProductDraft, type WithBorrower } from '@unlimited/domain';
import { auditStamp } from '@/lib/firestore/audit-stamp';
import { productDoc } from '@/lib/firestore/refs/products';
import type { AdminProduct } from './get-product-loans';

export { ACTIVE_NEEDS_PHOTO } from '@unlimited/domain';

export type ProductPatch = Partial<ProductDraft>;

/**
 * The fields to write for `patch` on `current` (with who holds it, from its loan), from
 * `productUpdate`. Throws with the first problem's words when the domain refuses it: an
 * invalid value, an Active product without photos, the borrow state of a bag on loan or
 * one only an order may set, Sold stays Sold, a held bag neither hidden nor sold, a price
 * or access level that breaks a tier's value cap (firestore.rules refuse each too). A
 * product stored before the cap may still be edited without touching either.
 */
export function buildProductUpdate(
  current: WithBorrower<ProductDraft>,
  patch: ProductPatch,
): Record<string, unknown> {
  const result = productUpdate(current, patch);
  if (!result.ok) throw new Error(result.problems[0]?.message ?? 'This product cannot be saved.');
  return result.data;
}

export async function updateProduct(
  db: Firestore,
  current: AdminProduct,
  patch: ProductPatch,
): Promise<void> {
  const data = buildProductUpdate(current, patch);
  await updateDoc(productDoc(db, current.id).withConverter(null), {
    ...data,
    ...auditStamp(db),
    updated_at: serverTimestamp(),
  });
}

export type UpdateProductFn = (current: AdminProduct, patch: ProductPatch) => Promise<void>;

export function useUpdateProduct(): UpdateProductFn {
  const db = useFirestore();
  return useCallback((current, patch) => updateProduct(db, current, patch), [db]);
}
