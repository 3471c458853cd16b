import { lazy, Suspense } from 'react';
import { CartIntro } from '@/features/cart/components/cart-intro';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberCart = lazy(() => import('./member-cart'));

/**
 * `/cart`. A visitor (by the navigation's session hint) gets what the Cart is and the way
 * in, with no Firebase SDK; someone signed in gets their cart (Auth and Firestore load).
 */
export default function CartRoute() {
  const hint = useSessionHint();
  if (hint === 'signed-out') return <CartIntro viewer="visitor" />;
  return (
    <Suspense fallback={<CartIntro viewer="loading" />}>
      <MemberCart />
    </Suspense>
  );
}
