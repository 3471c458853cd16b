import { lazy, Suspense } from 'react';
import type { Category } from '@unlimited/domain';
import type { CatalogState } from '@/features/bags/api/catalog-filters';
import { usePublicCatalog } from '@/features/bags/api/get-public-catalog';
import { CatalogPage } from '@/features/bags/components/catalog-page';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberCatalog = lazy(() => import('./member-catalog'));

const LOADING: CatalogState = { status: 'loading', products: [], hasMore: false };
/** The catalogue of a page whose source is still loading. */
const useLoadingCatalog = () => LOADING;

/**
 * The closet, for `/bags` and `/categories/:slug`. A visitor (by the navigation's session
 * hint) gets the catalogue over REST with no Firebase SDK; someone signed in gets it live
 * from Firestore for their tier, which loads the SDKs (meanwhile the page shows with its
 * loading grid, as the visitor's does, so nothing moves). A stale hint only costs the
 * visitor the SDK: the member catalogue still checks the real session.
 */
export function CatalogRoute({ category }: { category?: Category | undefined }) {
  const hint = useSessionHint();
  if (hint === 'signed-out') {
    return <CatalogPage category={category} useCatalog={usePublicCatalog} />;
  }
  return (
    <Suspense fallback={<CatalogPage category={category} useCatalog={useLoadingCatalog} />}>
      <MemberCatalog category={category} />
    </Suspense>
  );
}
