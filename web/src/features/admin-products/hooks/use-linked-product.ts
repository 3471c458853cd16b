/**
 * `?edit=<id>` (a link from the Activity page or an object's history): the product whose
 * edit dialog opens. Read by its id when the list's loaded rows do not hold it (an older
 * product, or one the filters hide), so every link opens its product; a product deleted
 * since is said so, once.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withBorrower, type ProductLoan } from '@unlimited/domain';
import { toast } from '@/lib/toast';
import { useProductReader } from '../api/get-product';
import type { AdminProduct } from '../api/get-product-loans';

export const LINKED_PRODUCT_GONE = 'That product no longer exists.';
export const LINKED_PRODUCT_FAILED = 'That product could not be opened. Please try again.';

/**
 * Calls `open` once with the linked product: from `loaded` when it is there, otherwise
 * read from Firestore once the list and loans are `ready`.
 */
export function useLinkedProduct({
  loaded,
  loans,
  ready,
  open,
}: {
  loaded: readonly AdminProduct[];
  loans: ReadonlyMap<string, ProductLoan>;
  ready: boolean;
  open: (product: AdminProduct) => void;
}): void {
  const readProduct = useProductReader();
  const [params] = useSearchParams();
  const [linkedId, setLinkedId] = useState(() => params.get('edit'));
  // In the loaded rows: opened while rendering (React's "adjust state during render").
  const inList = linkedId === null ? undefined : loaded.find((p) => p.id === linkedId);
  if (inList !== undefined) {
    setLinkedId(null);
    open(inList);
  }
  const readById = linkedId !== null && inList === undefined && ready;
  useEffect(() => {
    if (!readById || linkedId === null) return;
    let live = true;
    readProduct(linkedId)
      .then((product) => {
        if (!live) return;
        setLinkedId(null);
        if (product === undefined) toast.error(LINKED_PRODUCT_GONE);
        else open(withBorrower(product, loans.get(product.id)));
      })
      .catch(() => {
        if (!live) return;
        setLinkedId(null);
        toast.error(LINKED_PRODUCT_FAILED);
      });
    return () => {
      live = false;
    };
  }, [readById, linkedId, readProduct, loans, open]);
}
