import { ActivityLog } from '@/features/admin-activity/components/activity-log';

export default function AdminActivityRoute() {
  return <ActivityLog />;
}
