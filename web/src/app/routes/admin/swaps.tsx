import { SwapsPage } from '@/features/admin-swaps/components/swaps-page';

export default function AdminSwapsRoute() {
  return <SwapsPage />;
}
