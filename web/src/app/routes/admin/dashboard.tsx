import { BillingAttention } from '@/features/admin-billing/components/billing-attention';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { TaskList } from '@/features/admin-tasks/components/task-list';

/**
 * The dashboard's to-do highlights are the task queue's first five; above them, the
 * Stripe events needing attention, when there are any.
 */
export default function AdminDashboardRoute() {
  return <AdminDashboard todo={<TaskList limit={5} />} alerts={<BillingAttention />} />;
}
