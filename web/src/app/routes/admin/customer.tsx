import { useParams } from 'react-router-dom';
import { CustomerPage } from '@/features/admin-customers/components/customer-page';

export default function AdminCustomerRoute() {
  const { uid = '' } = useParams();
  return <CustomerPage key={uid} uid={uid} />;
}
