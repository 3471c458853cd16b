import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useBrandProducts } from '@/features/brands/api/get-brand-products';
import { BrandProducts } from '@/features/brands/components/brand-products';
import { renderMemberCard } from '@/features/queues/components/member-product-card';
import { useSession } from '@/lib/session/session';
import { heartAction, MemberHearts } from '../member-hearts';
import { useOwnCards } from './member-cards';

/** A signed-in member's brand page: her own bags on their way back offer no queue. */
function OwnBrand({ uid, brandSlug }: { uid: string; brandSlug: string }) {
  return (
    <BrandProducts
      brandSlug={brandSlug}
      useBrandProducts={useBrandProducts}
      cardAction={heartAction}
      renderCard={useOwnCards(uid)}
    />
  );
}

function SessionBrand({ brandSlug }: { brandSlug: string }) {
  const session = useSession();
  if (session.status === 'signed-in')
    return <OwnBrand uid={session.user.uid} brandSlug={brandSlug} />;
  return (
    <BrandProducts
      brandSlug={brandSlug}
      useBrandProducts={useBrandProducts}
      cardAction={heartAction}
      renderCard={renderMemberCard}
    />
  );
}

/**
 * A brand's page for someone the navigation hint says is signed in: live from Firestore,
 * with the bags their tier may see. Loaded on demand by `BrandRoute` (it brings the SDKs).
 */
export default function MemberBrand({ brandSlug }: { brandSlug: string }) {
  return (
    <FirebaseData>
      <MemberHearts>
        <SessionBrand brandSlug={brandSlug} />
      </MemberHearts>
    </FirebaseData>
  );
}
