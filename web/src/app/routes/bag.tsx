import { useParams } from 'react-router-dom';
import { ProductPage } from '@/features/bags/components/product-page';

/** `/bags/:productId`. */
export default function BagRoute() {
  const { productId = '' } = useParams();
  return <ProductPage key={productId} productId={productId} />;
}
