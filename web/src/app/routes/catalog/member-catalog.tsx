import type { Category } from '@unlimited/domain';
import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { CatalogPage } from '@/features/bags/components/catalog-page';
import { renderMemberCard } from '@/features/queues/components/member-product-card';
import { heartAction, MemberHearts } from '../member-hearts';

/**
 * The closet for someone the navigation hint says is signed in: live from Firestore, with
 * the bags their tier may see. Loaded on demand by `CatalogRoute` (it brings the SDKs).
 */
export default function MemberCatalog({ category }: { category?: Category | undefined }) {
  return (
    <FirebaseData>
      <MemberHearts>
        <CatalogPage
          category={category}
          useCatalog={useCatalog}
          cardAction={heartAction}
          renderCard={renderMemberCard}
        />
      </MemberHearts>
    </FirebaseData>
  );
}
