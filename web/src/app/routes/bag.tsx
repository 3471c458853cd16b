import { useParams } from 'react-router-dom';
import { ProductPage } from '@/features/bags/components/product-page';
import { HeartButton } from '@/features/hearts/components/heart-button';
import { BagOut } from '@/features/queues/components/bag-out';
import { HeldNotice } from '@/features/queues/components/held-notice';
import { useSession } from '@/lib/session/session';
import { MemberHearts } from './member-hearts';

/**
 * `/bags/:productId`, with the member's heart by the title, a hold's notice, and the
 * queue of a bag that is out.
 */
export default function BagRoute() {
  const { productId = '' } = useParams();
  const session = useSession();
  const member = session.status === 'signed-in' ? session : null;
  return (
    <MemberHearts>
      <ProductPage
        key={productId}
        productId={productId}
        titleAction={(product) => <HeartButton bag={product} size="lg" />}
        notice={(product) =>
          member && product.borrow_status === 'Reserved' ? (
            <HeldNotice uid={member.user.uid} bagId={product.id} />
          ) : null
        }
        bagOut={(id, fallback) =>
          member ? (
            <BagOut uid={member.user.uid} tier={member.tier} productId={id} fallback={fallback} />
          ) : (
            fallback
          )
        }
      />
    </MemberHearts>
  );
}
