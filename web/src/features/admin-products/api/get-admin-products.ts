/**
 * The admin product list, live and newest first. Firestore is read in pages of
 * {@link ADMIN_PRODUCTS_PAGE_SIZE}: "Load more" widens the live query by one page, so the
 * list stays in step with every write (ours and other admins') without manual refreshes.
 * The first listen asks for {@link FIRST_PAGE_SIZE} only (more than a screen of rows), so
 * the first rows show without waiting for 500 documents; once they are in, it widens to a
 * full page (shown as loading more meanwhile). The wider listen is sent the first ones
 * again (Firestore bills them twice), so the first listen is kept small. On a fresh page
 * the first listen has usually begun already (`warm-admin-products.ts`, for admins): the
 * SDK shares it with this one, and the early one ends once this one has its answer.
 */
import { useCallback, useEffect, useState } from 'react';
import { onSnapshot, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Product } from '@unlimited/domain';
import { adminProductsQuery } from '@/lib/firestore/queries/products';
import { FIRST_PAGE_SIZE, releaseWarmAdminProducts } from './warm-admin-products';

export { FIRST_PAGE_SIZE };

export const ADMIN_PRODUCTS_PAGE_SIZE = 500;

/** The newest `count` products (the rules let only admins run it). */
export function getAdminProductsQuery(db: Firestore, count: number): Query<Product> {
  return adminProductsQuery(db, { pageSize: count });
}

export interface AdminProductsState {
  status: 'loading' | 'error' | 'success';
  products: Product[];
  /** More products may exist beyond the loaded pages. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Loaded documents that do not match the product schema (left out of `products`). */
  unreadable: number;
}

interface Loaded {
  count: number;
  products: Product[];
  unreadable: number;
  error: boolean;
}

export function useAdminProducts(): AdminProductsState {
  const db = useFirestore();
  const [count, setCount] = useState(FIRST_PAGE_SIZE);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(
    () =>
      onSnapshot(
        getAdminProductsQuery(db, count),
        (snapshot) => {
          // This listener has an answer: the early one (if any) is no longer needed.
          releaseWarmAdminProducts();
          // The converter parses each document with the domain schema and adds its id. A
          // malformed document is counted and skipped, so one bad row cannot hide the rest.
          // A widened listen may first answer from the SDK's cache with only what the
          // narrower one had: keep showing that list as loading more until the server's.
          if (snapshot.metadata.fromCache && count > FIRST_PAGE_SIZE) return;
          const products: Product[] = [];
          let unreadable = 0;
          for (const doc of snapshot.docs) {
            try {
              products.push(doc.data());
            } catch {
              unreadable += 1;
            }
          }
          setLoaded({ count, products, unreadable, error: false });
          if (count === FIRST_PAGE_SIZE && snapshot.docs.length >= count) {
            setCount(ADMIN_PRODUCTS_PAGE_SIZE);
          }
        },
        () =>
          setLoaded((prev) => ({
            count,
            products: prev?.products ?? [],
            unreadable: prev?.unreadable ?? 0,
            error: true,
          })),
      ),
    [db, count],
  );

  const loadMore = useCallback(
    () => setCount((c) => (c < ADMIN_PRODUCTS_PAGE_SIZE ? c : c + ADMIN_PRODUCTS_PAGE_SIZE)),
    [],
  );

  if (loaded === null) {
    return {
      status: 'loading',
      products: [],
      hasMore: false,
      loadingMore: false,
      loadMore,
      unreadable: 0,
    };
  }
  return {
    status: loaded.error ? 'error' : 'success',
    products: loaded.products,
    hasMore: loaded.products.length + loaded.unreadable >= loaded.count,
    loadingMore: loaded.count !== count,
    loadMore,
    unreadable: loaded.unreadable,
  };
}
