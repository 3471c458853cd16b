import { AdminWaitlist } from '@/features/admin-waitlist/components/admin-waitlist';

export default function AdminWaitlistRoute() {
  return <AdminWaitlist />;
}
