import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { usePublicBrandProducts } from '@/features/brands/api/get-public-brand-products';
import { BrandProducts } from '@/features/brands/components/brand-products';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberBrand = lazy(() => import('@/app/routes/catalog/member-brand'));

/**
 * `/brands/:brandSlug`. A visitor (by the navigation's session hint) reads the brand's
 * bags over REST with no Firebase SDK; someone signed in reads them live from Firestore
 * for their tier (loaded on demand).
 */
export default function BrandRoute() {
  const { brandSlug = '' } = useParams();
  const hint = useSessionHint();
  // Keyed so another brand starts from a clean state.
  if (hint === 'signed-out') {
    return (
      <BrandProducts
        key={brandSlug}
        brandSlug={brandSlug}
        useBrandProducts={usePublicBrandProducts}
        forVisitor
      />
    );
  }
  return (
    <Suspense fallback={<PageLoader label="Loading products..." />}>
      <MemberBrand key={brandSlug} brandSlug={brandSlug} />
    </Suspense>
  );
}
