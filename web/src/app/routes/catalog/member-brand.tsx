import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useBrandProducts } from '@/features/brands/api/get-brand-products';
import { BrandProducts } from '@/features/brands/components/brand-products';
import { renderMemberCard } from '@/features/queues/components/member-product-card';
import { heartAction, MemberHearts } from '../member-hearts';

/**
 * A brand's page for someone the navigation hint says is signed in: live from Firestore,
 * with the bags their tier may see. Loaded on demand by `BrandRoute` (it brings the SDKs).
 */
export default function MemberBrand({ brandSlug }: { brandSlug: string }) {
  return (
    <FirebaseData>
      <MemberHearts>
        <BrandProducts
          brandSlug={brandSlug}
          useBrandProducts={useBrandProducts}
          cardAction={heartAction}
          renderCard={renderMemberCard}
        />
      </MemberHearts>
    </FirebaseData>
  );
}
