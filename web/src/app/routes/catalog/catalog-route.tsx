import { lazy, Suspense } from 'react';
import type { Category } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { usePublicCatalog } from '@/features/bags/api/get-public-catalog';
import { CatalogPage } from '@/features/bags/components/catalog-page';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberCatalog = lazy(() => import('./member-catalog'));

/**
 * The closet, for `/bags` and `/categories/:slug`. A visitor (by the navigation's session
 * hint) gets the catalogue over REST with no Firebase SDK; someone signed in gets it live
 * from Firestore for their tier, which loads the SDKs. A stale hint only costs the
 * visitor the SDK: the member catalogue still checks the real session.
 */
export function CatalogRoute({ category }: { category?: Category | undefined }) {
  const hint = useSessionHint();
  if (hint === 'signed-out') {
    return <CatalogPage category={category} useCatalog={usePublicCatalog} />;
  }
  return (
    <Suspense fallback={<PageLoader label="Loading bags..." />}>
      <MemberCatalog category={category} />
    </Suspense>
  );
}
