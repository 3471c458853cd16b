import { CustomerList } from '@/features/admin-customers/components/customer-list';

export default function AdminCustomersRoute() {
  return <CustomerList />;
}
