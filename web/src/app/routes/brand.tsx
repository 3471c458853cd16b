import { useParams } from 'react-router-dom';
import { BrandProducts } from '@/features/brands/components/brand-products';

/** `/brands/:brandSlug`: under FirebaseLayout (reads the catalogue through reactfire). */
export default function BrandRoute() {
  const { brandSlug = '' } = useParams();
  // Keyed so another brand starts from a clean state.
  return <BrandProducts key={brandSlug} brandSlug={brandSlug} />;
}
