import { TasksPage } from '@/features/admin-tasks/components/task-list';

export default function AdminTasksRoute() {
  return <TasksPage />;
}
