import { CouponsPage } from '@/features/admin-coupons/components/coupons-page';

export default function AdminCouponsRoute() {
  return <CouponsPage />;
}
