/** Deleting products, one or many; every delete is awaited and failures are reported. */
import { useCallback } from 'react';
import { deleteDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { productDoc } from '@/lib/firestore/refs/products';

export interface DeleteProductsResult {
  deleted: string[];
  failed: string[];
}

export async function deleteProducts(
  db: Firestore,
  ids: readonly string[],
): Promise<DeleteProductsResult> {
  const results = await Promise.allSettled(ids.map((id) => deleteDoc(productDoc(db, id))));
  const deleted: string[] = [];
  const failed: string[] = [];
  results.forEach((result, i) => (result.status === 'fulfilled' ? deleted : failed).push(ids[i]!));
  return { deleted, failed };
}

export type DeleteProductsFn = (ids: readonly string[]) => Promise<DeleteProductsResult>;

export function useDeleteProducts(): DeleteProductsFn {
  const db = useFirestore();
  return useCallback((ids) => deleteProducts(db, ids), [db]);
}
