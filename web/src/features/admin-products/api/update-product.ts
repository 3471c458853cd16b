/**
 * Updating one product. `updateDoc` bypasses the converter, so the patch is checked here
 * with the domain's draft schema, and the derived query fields (`brand_slug`,
 * `keywords`) are recomputed whenever a field they come from changes.
 */
import { useCallback } from 'react';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  deriveProductFields,
  productDraftSchema,
  productEditRefusal,
  type ProductDraft,
  type WithBorrower,
  valueCapProblem,
} from '@unlimited/domain';
import { auditStamp } from '@/lib/firestore/audit-stamp';
import { productDoc } from '@/lib/firestore/refs/products';
import type { AdminProduct } from './get-product-loans';

export type ProductPatch = Partial<ProductDraft>;

const DERIVED_FROM: readonly (keyof ProductDraft)[] = [
  'title',
  'brand',
  'style',
  'categories',
  'tags',
];

/** Shown when a patch would make a photo-less product visible (the rules refuse it). */
export const ACTIVE_NEEDS_PHOTO = 'Active products need at least one photo';

/**
 * The fields to write for `patch` on `current` (with who holds it, from its loan): the patch checked by the draft schema,
 * plus fresh derived fields when needed. Throws on an invalid patch, and with the
 * domain's message when it breaks a product invariant (`productEditRefusal`: the borrow
 * state of a bag on loan, one only an order may set, Sold stays Sold, a held bag neither
 * hidden nor sold; firestore.rules refuse each too), and with
 * `ELITE_VALUE_CAP_MESSAGE` when it sets a price or access level that breaks the Elite cap
 * (`fitsValueCap`; the rules refuse it too). A product stored before the cap may still be
 * edited without touching either.
 */
export function buildProductUpdate(
  current: WithBorrower<ProductDraft>,
  patch: ProductPatch,
): Record<string, unknown> {
  const keys = Object.keys(patch) as (keyof ProductDraft)[];
  const parsed = productDraftSchema.partial().parse(patch);
  const data: Record<string, unknown> = {};
  for (const key of keys) data[key] = parsed[key];
  const next = { ...current, ...parsed } as WithBorrower<ProductDraft>;
  if (next.status === 'Active' && next.photos.length === 0) throw new Error(ACTIVE_NEEDS_PHOTO);
  const refusal = productEditRefusal(current, next);
  if (refusal !== null) throw new Error(refusal);
  const capProblem =
    keys.includes('price') || keys.includes('access_levels') ? valueCapProblem(next) : null;
  if (capProblem !== null) throw new Error(capProblem);
  if (keys.some((key) => DERIVED_FROM.includes(key)))
    Object.assign(data, deriveProductFields(next));
  return data;
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
