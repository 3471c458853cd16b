/**
 * Deleting products, one or many, through the `deleteProducts` function: it deletes each
 * product with its audit record in one transaction (firestore.rules refuse a client
 * delete) and refuses a held bag. A product held for a member (`deleteRefusal`) is not
 * even sent but refused here with the domain's reason; one that went out after the list
 * was read is refused by the server with the same reason.
 */
import { useCallback } from 'react';
import {
  MAX_DELETE_PRODUCTS,
  deleteRefusal,
  type DeleteProductsCallResult,
  type DeleteProductsInput,
} from '@unlimited/domain';
import type { AdminProduct } from './get-product-loans';
import { useCallable } from '@/lib/callable';

export interface DeleteProductsResult {
  deleted: string[];
  failed: string[];
  /** Products not deleted because an invariant forbids it, with the reason. */
  refused: { id: string; reason: string }[];
}

export type DeleteProductsCall = (input: DeleteProductsInput) => Promise<DeleteProductsCallResult>;

export async function deleteProducts(
  call: DeleteProductsCall,
  products: readonly AdminProduct[],
): Promise<DeleteProductsResult> {
  const result: DeleteProductsResult = { deleted: [], failed: [], refused: [] };
  const ids: string[] = [];
  for (const product of products) {
    const reason = deleteRefusal(product);
    if (reason === null) ids.push(product.id);
    else result.refused.push({ id: product.id, reason });
  }
  for (let start = 0; start < ids.length; start += MAX_DELETE_PRODUCTS) {
    const chunk = ids.slice(start, start + MAX_DELETE_PRODUCTS);
    try {
      const answer = await call({ ids: chunk });
      result.deleted.push(...answer.deleted);
      result.refused.push(...answer.refused);
    } catch {
      result.failed.push(...chunk);
    }
  }
  return result;
}

export type DeleteProductsFn = (products: readonly AdminProduct[]) => Promise<DeleteProductsResult>;

export function useDeleteProducts(): DeleteProductsFn {
  const call = useCallable('deleteProducts');
  return useCallback((products) => deleteProducts(call, products), [call]);
}
