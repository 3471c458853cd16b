import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { TaskList } from '@/features/admin-tasks/components/task-list';

/** The dashboard's to-do highlights are the task queue's first five. */
export default function AdminDashboardRoute() {
  return <AdminDashboard todo={<TaskList limit={5} />} />;
}
