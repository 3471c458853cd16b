import { useMemo } from 'react';
import { styleProfileAnswers, type Category, type Product } from '@unlimited/domain';
import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { CatalogPage, type ForYouOrder } from '@/features/bags/components/catalog-page';
import { renderMemberCard } from '@/features/queues/components/member-product-card';
import { useStyleProfile } from '@/features/quiz/api/use-style-profile';
import { useSession } from '@/lib/session/session';
import { heartAction, MemberHearts } from '../member-hearts';
import { useOwnCards } from './member-cards';

const LOADING: ForYouOrder = { status: 'loading' };
const NONE: ForYouOrder = { status: 'none' };

/** The "For you" order of a signed-in member, from their style profile. */
function useForYou(uid: string): ForYouOrder {
  const state = useStyleProfile(uid);
  const profile = state.profile;
  return useMemo((): ForYouOrder => {
    if (state.status === 'loading') return LOADING;
    if (profile === null) return NONE;
    const answers = styleProfileAnswers(profile);
    return {
      status: 'ready',
      order: async (products: Product[]) =>
        (await import('@/features/quiz/lib/for-you')).forYouOrder(products, answers),
    };
  }, [state.status, profile]);
}

function ForYouCatalog({ uid, category }: { uid: string; category?: Category | undefined }) {
  return (
    <CatalogPage
      category={category}
      useCatalog={useCatalog}
      cardAction={heartAction}
      renderCard={useOwnCards(uid)}
      forYou={useForYou(uid)}
    />
  );
}

function SessionCatalog({ category }: { category?: Category | undefined }) {
  const session = useSession();
  if (session.status === 'signed-in') {
    return <ForYouCatalog uid={session.user.uid} category={category} />;
  }
  return (
    <CatalogPage
      category={category}
      useCatalog={useCatalog}
      cardAction={heartAction}
      renderCard={renderMemberCard}
    />
  );
}

/**
 * The closet for someone the navigation hint says is signed in: live from Firestore, with
 * the bags their tier may see, and the "For you" order from their style profile. Loaded
 * on demand by `CatalogRoute` (it brings the SDKs).
 */
export default function MemberCatalog({ category }: { category?: Category | undefined }) {
  return (
    <FirebaseData>
      <MemberHearts>
        <SessionCatalog category={category} />
      </MemberHearts>
    </FirebaseData>
  );
}
