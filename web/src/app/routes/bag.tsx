import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { nextSwapUnlock } from '@unlimited/domain';
import { useHeldBags } from '@/features/bags/api/get-held-bags';
import { ProductPage } from '@/features/bags/components/product-page';
import { HeartButton } from '@/features/hearts/components/heart-button';
import { BagOut, returningBag } from '@/features/queues/components/bag-out';
import { HeldNotice } from '@/features/queues/components/held-notice';
import { useMyQueues } from '@/features/queues/api/get-queues';
import { useSession } from '@/lib/session/session';
import { MemberHearts } from './member-hearts';

/** The bag's page, with the member's heart, a hold's notice and the queue of a bag that is out. */
function BagPage({
  productId,
  uid,
  held = false,
}: {
  productId: string;
  uid: string | null;
  held?: boolean;
}) {
  return (
    <ProductPage
      productId={productId}
      heldForViewer={held}
      titleAction={(product) => <HeartButton bag={product} size="lg" />}
      notice={(product) =>
        uid !== null && product.borrow_status === 'Reserved' ? (
          <HeldNotice uid={uid} bagId={product.id} />
        ) : null
      }
      bagOut={(id, fallback) =>
        uid !== null ? <MemberBagOut uid={uid} productId={id} fallback={fallback} /> : fallback
      }
    />
  );
}

/** A bag that is out, with the day the member's own swap unlocks (their queue place). */
function MemberBagOut({
  uid,
  productId,
  fallback,
}: {
  uid: string;
  productId: string;
  fallback: ReactNode;
}) {
  const session = useSession();
  const tier = session.status === 'signed-in' ? session.tier : null;
  const held = useHeldBags(uid);
  const unlocksAt =
    tier !== null && held.status === 'success'
      ? nextSwapUnlock(held.orders, tier, new Date())
      : null;
  return (
    <BagOut
      uid={uid}
      tier={tier}
      productId={productId}
      fallback={fallback}
      unlocksAt={unlocksAt}
      returning={returningBag(held.orders, productId)}
      // A member can save a bag that is out, as one in the closet.
      titleAction={(bag) => (
        <HeartButton
          bag={{
            id: bag.id,
            title: bag.title,
            brand: bag.brand,
            photos: bag.photo === null ? [] : [bag.photo],
            access_levels: bag.access_levels,
          }}
          size="lg"
        />
      )}
    />
  );
}

/**
 * A member's bag page, read afresh when the bag becomes held for them (or stops being):
 * a bag out with someone else cannot be read, and its listener does not come back by
 * itself once the bag, held for this member, may be read and chosen.
 */
function MemberBagPage({ productId, uid }: { productId: string; uid: string }) {
  const queues = useMyQueues(uid);
  const held = queues.entries.some(
    (entry) => entry.product_id === productId && entry.status === 'offered',
  );
  return <BagPage key={`${productId}:${held}`} productId={productId} uid={uid} held={held} />;
}

/**
 * `/bags/:productId`, with the member's heart by the title, a hold's notice, and the
 * queue of a bag that is out.
 */
export default function BagRoute() {
  const { productId = '' } = useParams();
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return (
    <MemberHearts>
      {uid === null ? (
        <BagPage key={productId} productId={productId} uid={null} />
      ) : (
        <MemberBagPage key={productId} productId={productId} uid={uid} />
      )}
    </MemberHearts>
  );
}
