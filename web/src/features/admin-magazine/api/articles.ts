/**
 * The back-office Magazine: every article live from Firestore (staff), the products the
 * editor's bag picker finds, and the article callables (owners and operations; the
 * functions check the role again).
 */
import { documentId, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  type ArticleDoc,
  type Product,
  type PublishArticleInput,
  type SaveArticleInput,
  type SaveArticleResult,
} from '@unlimited/domain';
import {
  useFirestoreCollectionData,
  useFirestoreDocData,
  type LiveResult,
} from '@/lib/firestore/live';
import {
  allArticlesQuery,
  articleAuthorsQuery,
  articleRef,
  type ArticleAuthor,
} from '@/lib/firestore/queries/articles';
import { NO_ADMIN_PRODUCT_FILTERS, adminProductsQuery } from '@/lib/firestore/queries/products';
import { productsCol } from '@/lib/firestore/refs/products';
import { useCallable } from '@/lib/callable';

export function useAllArticles(): LiveResult<ArticleDoc[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => allArticlesQuery(db), [db]));
}

/** Who wrote each article (staff only; kept apart from the articles visitors read). */
export function useArticleAuthors(): LiveResult<ArticleAuthor[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => articleAuthorsQuery(db), [db]));
}

export function useArticleDoc(id: string): LiveResult<ArticleDoc | undefined> {
  const db = useFirestore();
  return useFirestoreDocData(useMemo(() => articleRef(db, id), [db, id]));
}

/** The first products whose search words hold `search` (at least two characters). */
export function useProductSearch(search: string): LiveResult<Product[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(
    useMemo(
      () =>
        adminProductsQuery(db, {
          pageSize: 8,
          filters: { ...NO_ADMIN_PRODUCT_FILTERS, search },
        }),
      [db, search],
    ),
  );
}

/** The products `ids` (at most 30, Firestore's `in` limit; the article holds at most 8). */
export function useProductsByIds(ids: readonly string[]): LiveResult<Product[]> {
  const db = useFirestore();
  const key = ids.join('\n');
  return useFirestoreCollectionData(
    useMemo(
      () => query(productsCol(db), where(documentId(), 'in', key === '' ? ['-'] : key.split('\n'))),
      [db, key],
    ),
  );
}

export function useSaveArticle(): (input: SaveArticleInput) => Promise<SaveArticleResult> {
  return useCallable('saveArticle');
}

export function usePublishArticle(): (
  input: PublishArticleInput,
) => Promise<{ id: string; publishedAt: string }> {
  return useCallable('publishArticle');
}

export function useUnpublishArticle(): (id: string) => Promise<{ id: string }> {
  const call = useCallable('unpublishArticle');
  return (id) => call({ id });
}
