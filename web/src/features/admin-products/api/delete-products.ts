/**
 * Deleting products, one or many; every delete is awaited and failures are reported. A
 * product held for a member (`deleteRefusal`) is not sent at all but refused with the
 * domain's reason; firestore.rules refuse its delete too, so a bag that went out after
 * the list was read is refused by the server (and reported as failed).
 */
import { useCallback } from 'react';
import { deleteDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { deleteRefusal } from '@unlimited/domain';
import type { AdminProduct } from './get-product-loans';
import { productDoc } from '@/lib/firestore/refs/products';

export interface DeleteProductsResult {
  deleted: string[];
  failed: string[];
  /** Products not deleted because an invariant forbids it, with the reason. */
  refused: { id: string; reason: string }[];
}

export async function deleteProducts(
  db: Firestore,
  products: readonly AdminProduct[],
): Promise<DeleteProductsResult> {
  const refused: DeleteProductsResult['refused'] = [];
  const ids: string[] = [];
  for (const product of products) {
    const reason = deleteRefusal(product);
    if (reason === null) ids.push(product.id);
    else refused.push({ id: product.id, reason });
  }
  const results = await Promise.allSettled(ids.map((id) => deleteDoc(productDoc(db, id))));
  const deleted: string[] = [];
  const failed: string[] = [];
  results.forEach((result, i) => (result.status === 'fulfilled' ? deleted : failed).push(ids[i]!));
  return { deleted, failed, refused };
}

export type DeleteProductsFn = (products: readonly AdminProduct[]) => Promise<DeleteProductsResult>;

export function useDeleteProducts(): DeleteProductsFn {
  const db = useFirestore();
  return useCallback((products) => deleteProducts(db, products), [db]);
}
