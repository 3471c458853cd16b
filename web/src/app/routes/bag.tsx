import { useParams } from 'react-router-dom';
import { ProductPage } from '@/features/bags/components/product-page';
import { HeartButton } from '@/features/hearts/components/heart-button';
import { MemberHearts } from './member-hearts';

/** `/bags/:productId`, with the member's heart by the title. */
export default function BagRoute() {
  const { productId = '' } = useParams();
  return (
    <MemberHearts>
      <ProductPage
        key={productId}
        productId={productId}
        titleAction={(product) => <HeartButton bag={product} size="lg" />}
      />
    </MemberHearts>
  );
}
