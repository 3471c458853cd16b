/** One product read by its id, for a link to a product the list has not loaded. */
import { useCallback } from 'react';
import { getDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Product } from '@unlimited/domain';
import { productDoc } from '@/lib/firestore/refs/products';

/** A function reading one product (undefined when there is none). */
export function useProductReader(): (id: string) => Promise<Product | undefined> {
  const db = useFirestore();
  return useCallback(async (id) => (await getDoc(productDoc(db, id))).data(), [db]);
}
