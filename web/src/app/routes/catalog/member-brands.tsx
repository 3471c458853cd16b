import { PageLoader } from '@/components/ui/page-loader';
import { FirebaseSession } from '@/app/routes/firebase-layout';
import { BrandsList } from '@/features/brands/components/brands-list';
import { useSession } from '@/lib/session/session';

/** The list once the session is known, so it is the member's tier's and not a visitor's first. */
function SessionBrands() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label="Loading brands..." />;
  return <BrandsList />;
}

/**
 * `/brands` for someone the navigation hint says is signed in: the session names their
 * tier, so the list shown is their tier's (`catalog/brands-{tier}`, read with their ID
 * token). Loaded on demand by `BrandsRoute` (it brings Firebase Auth only).
 */
export default function MemberBrands() {
  return (
    <FirebaseSession>
      <SessionBrands />
    </FirebaseSession>
  );
}
