import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { BrandsList } from '@/features/brands/components/brands-list';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberBrands = lazy(() => import('@/app/routes/catalog/member-brands'));

/**
 * `/brands`. A visitor (by the navigation's session hint) gets the visitors' brand list
 * over REST with no Firebase SDK; someone signed in gets their tier's list, which needs
 * their session (Firebase Auth, loaded on demand). Its title comes from the route's handle.
 */
export default function BrandsRoute() {
  const hint = useSessionHint();
  if (hint === 'signed-out') return <BrandsList />;
  return (
    <Suspense fallback={<PageLoader label="Loading brands..." />}>
      <MemberBrands />
    </Suspense>
  );
}
